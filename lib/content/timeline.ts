/** The network's history for the About page carousel: 24 milestones, May 2015 to October 2023. */

export type Milestone = {
  id: string
  /** ISO year-month, for <time dateTime>. */
  date: string
  /** As readers see it: "Maio de 2015". */
  dateLabel: string
  title: string
  description: string
  image: { src: string; alt: string }
}

type MilestoneSeed = Omit<Milestone, "id" | "image"> & { imageAlt: string }

const seeds: MilestoneSeed[] = [
  {
    date: "2015-05",
    dateLabel: "Maio de 2015",
    title: "A primeira roda de conversa",
    description:
      "Doze mulheres se reúnem em um salão comunitário para trocar experiências sobre seus pequenos negócios. Nasce ali a ideia de uma rede de apoio.",
    imageAlt: "Ilustração de um círculo de cadeiras representando a primeira roda de conversa",
  },
  {
    date: "2015-09",
    dateLabel: "Setembro de 2015",
    title: "Encontros mensais",
    description:
      "As rodas passam a acontecer todo mês, com temas como precificação, organização financeira e divulgação nas redes sociais.",
    imageAlt: "Ilustração de um calendário com encontros marcados",
  },
  {
    date: "2016-03",
    dateLabel: "Março de 2016",
    title: "Primeira feira solidária",
    description:
      "Trinta empreendedoras expõem seus produtos em uma feira no Dia Internacional da Mulher, com moeda social e trocas diretas.",
    imageAlt: "Ilustração de barracas coloridas de uma feira",
  },
  {
    date: "2016-08",
    dateLabel: "Agosto de 2016",
    title: "Oficinas de finanças",
    description:
      "Começa o ciclo de oficinas de educação financeira, conduzido por voluntárias contadoras e economistas da própria rede.",
    imageAlt: "Ilustração de um caderno com gráficos e moedas",
  },
  {
    date: "2017-02",
    dateLabel: "Fevereiro de 2017",
    title: "Grupo de compras coletivas",
    description:
      "Costureiras e artesãs se organizam para comprar matéria-prima em conjunto, reduzindo custos em até 30%.",
    imageAlt: "Ilustração de caixas e sacolas reunidas em uma compra coletiva",
  },
  {
    date: "2017-07",
    dateLabel: "Julho de 2017",
    title: "Programa de mentoria",
    description:
      "Empreendedoras experientes passam a acompanhar as recém-chegadas em duplas, com encontros quinzenais durante seis meses.",
    imageAlt: "Ilustração de duas pessoas conversando lado a lado",
  },
  {
    date: "2018-01",
    dateLabel: "Janeiro de 2018",
    title: "Formalização como associação",
    description:
      "A rede se registra como associação sem fins lucrativos, com estatuto construído coletivamente e uma coordenação rotativa.",
    imageAlt: "Ilustração de um documento assinado com um selo",
  },
  {
    date: "2018-06",
    dateLabel: "Junho de 2018",
    title: "Chegada a novas cidades",
    description: "Grupos locais surgem em três cidades vizinhas, cada um com sua própria agenda de encontros e feiras.",
    imageAlt: "Ilustração de um mapa com pontos conectados",
  },
  {
    date: "2018-11",
    dateLabel: "Novembro de 2018",
    title: "Fundo rotativo solidário",
    description:
      "É criado um fundo de microcrédito mantido pelas próprias associadas, com empréstimos sem juros para capital de giro.",
    imageAlt: "Ilustração de mãos passando moedas de uma para outra",
  },
  {
    date: "2019-04",
    dateLabel: "Abril de 2019",
    title: "Primeiro encontro regional",
    description:
      "Duzentas participantes se reúnem por dois dias de palestras, oficinas e rodada de negócios entre as empreendedoras.",
    imageAlt: "Ilustração de um auditório com público diverso",
  },
  {
    date: "2019-09",
    dateLabel: "Setembro de 2019",
    title: "Parceria com universidades",
    description:
      "Projetos de extensão universitária passam a oferecer consultorias gratuitas de marketing, design e gestão.",
    imageAlt: "Ilustração de um capelo de formatura ao lado de uma lâmpada",
  },
  {
    date: "2020-03",
    dateLabel: "Março de 2020",
    title: "A rede vai para o on-line",
    description:
      "Com a pandemia, os encontros migram para videochamadas e a rede cria uma campanha de apoio às associadas mais afetadas.",
    imageAlt: "Ilustração de uma tela de computador com várias janelas de videochamada",
  },
  {
    date: "2020-07",
    dateLabel: "Julho de 2020",
    title: "Vitrine digital",
    description:
      "Uma vitrine on-line reúne os produtos das associadas, com entregas combinadas por bairro para manter as vendas.",
    imageAlt: "Ilustração de uma vitrine de loja dentro de um celular",
  },
  {
    date: "2020-12",
    dateLabel: "Dezembro de 2020",
    title: "Cestas solidárias",
    description:
      "Mais de 1.500 cestas com produtos das próprias empreendedoras são distribuídas a famílias em situação de vulnerabilidade.",
    imageAlt: "Ilustração de cestas com alimentos e artesanato",
  },
  {
    date: "2021-05",
    dateLabel: "Maio de 2021",
    title: "Escola de empreendedoras",
    description:
      "Lançamento de uma trilha de formação gratuita com módulos gravados, tutoria e certificado de conclusão.",
    imageAlt: "Ilustração de livros empilhados e um certificado",
  },
  {
    date: "2021-10",
    dateLabel: "Outubro de 2021",
    title: "Programa de embaixadoras",
    description:
      "Associadas passam a representar a rede em seus territórios, acolhendo novas participantes e recebendo comissão pelas indicações.",
    imageAlt: "Ilustração de uma pessoa com um megafone e estrelas ao redor",
  },
  {
    date: "2022-03",
    dateLabel: "Março de 2022",
    title: "Retorno das feiras presenciais",
    description:
      "As feiras voltam às praças com protocolos de cuidado e um espaço dedicado a empreendedoras estreantes.",
    imageAlt: "Ilustração de uma praça com barracas e árvores",
  },
  {
    date: "2022-06",
    dateLabel: "Junho de 2022",
    title: "Selo Economia Solidária",
    description:
      "A rede cria um selo para negócios que praticam comércio justo, autogestão e respeito ao meio ambiente.",
    imageAlt: "Ilustração de um selo circular com uma folha ao centro",
  },
  {
    date: "2022-09",
    dateLabel: "Setembro de 2022",
    title: "Nasce o blog Convergindo",
    description:
      "Histórias, guias práticos e entrevistas com as associadas ganham um espaço próprio, aberto a todo o público.",
    imageAlt: "Ilustração de uma página de blog com texto e imagem",
  },
  {
    date: "2022-12",
    dateLabel: "Dezembro de 2022",
    title: "Mil mulheres na rede",
    description:
      "A comunidade ultrapassa a marca de mil participantes, distribuídas em quinze cidades de diferentes regiões.",
    imageAlt: "Ilustração de muitas pessoas formando um coração",
  },
  {
    date: "2023-03",
    dateLabel: "Março de 2023",
    title: "Diretório de negócios",
    description:
      "Começa o mapeamento dos negócios das associadas para um diretório público, com avaliações de clientes.",
    imageAlt: "Ilustração de fichas de cadastro organizadas em um arquivo",
  },
  {
    date: "2023-06",
    dateLabel: "Junho de 2023",
    title: "Prêmio de inovação social",
    description:
      "O trabalho da rede é reconhecido com um prêmio regional de inovação social pelo impacto na geração de renda.",
    imageAlt: "Ilustração de um troféu com confetes",
  },
  {
    date: "2023-08",
    dateLabel: "Agosto de 2023",
    title: "Grupos temáticos",
    description:
      "Surgem grupos por área — alimentação, moda, beleza, tecnologia e cuidado — para trocas mais específicas.",
    imageAlt: "Ilustração de ícones de diferentes áreas de negócio",
  },
  {
    date: "2023-10",
    dateLabel: "Outubro de 2023",
    title: "Convergência Empreendedora",
    description: "A rede lança sua plataforma digital, reunindo comunidade, formação, blog e diretório em um só lugar.",
    imageAlt: "Ilustração de caminhos que convergem em um ponto luminoso",
  },
]

export const milestones: Milestone[] = seeds.map((seed, index) => {
  const id = String(index + 1).padStart(2, "0")
  return {
    id,
    date: seed.date,
    dateLabel: seed.dateLabel,
    title: seed.title,
    description: seed.description,
    image: { src: `/images/timeline/marco-${id}.jpg`, alt: seed.imageAlt },
  }
})
