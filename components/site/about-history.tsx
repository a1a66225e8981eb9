export function AboutHistory() {
  return (
    <section aria-labelledby="nossa-historia" className="py-16 sm:py-20">
      <div className="mx-auto max-w-3xl space-y-5 px-4 sm:px-6 lg:px-8">
        <h2 id="nossa-historia" className="text-3xl font-bold tracking-tight">
          Nossa História
        </h2>
        <p className="text-muted-foreground leading-relaxed">
          Tudo começou em maio de 2015, quando doze mulheres se reuniram em um salão comunitário para conversar sobre os
          desafios de empreender sozinhas. Costureiras, cozinheiras, artesãs e prestadoras de serviço descobriram que
          muitas dúvidas eram as mesmas e que, juntas, encontravam respostas mais depressa.
        </p>
        <p className="text-muted-foreground leading-relaxed">
          As rodas de conversa viraram encontros mensais, depois feiras solidárias, oficinas de finanças, compras
          coletivas e um fundo rotativo mantido pelas próprias associadas. Em 2018 a rede se formalizou como associação
          e chegou a novas cidades; na pandemia, levou tudo para o on-line sem deixar ninguém para trás.
        </p>
        <p className="text-muted-foreground leading-relaxed">
          Hoje a Convergência Empreendedora reúne mais de mil mulheres em quinze cidades, com formação, mentoria, blog,
          diretório de negócios e uma comunidade que segue crescendo com os mesmos princípios: cooperação, autonomia e
          respeito.
        </p>
      </div>
    </section>
  )
}
