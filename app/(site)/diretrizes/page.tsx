import type * as React from "react"
import Link from "next/link"

import { pageMetadata } from "@/lib/metadata"

export const metadata = pageMetadata({
  title: "Diretrizes da comunidade",
  description:
    "As regras de convivência da Convergência Empreendedora: respeito, nada de assédio, discriminação, golpes ou spam, cuidado com os dados de contato, como denunciar e bloquear e o que acontece com quem descumpre.",
  keywords: ["diretrizes", "regras da comunidade", "segurança", "denúncia", "bloqueio", "mulheres empreendedoras"],
  path: "/diretrizes",
})

/** The sections, in reading order; each one's id is its anchor in the table of contents. */
const SECTIONS = [
  { id: "respeito", title: "Respeito em primeiro lugar" },
  { id: "assedio-e-discriminacao", title: "Sem assédio e sem discriminação" },
  { id: "golpes-e-spam", title: "Sem golpes e sem spam" },
  { id: "privacidade", title: "Privacidade e dados de contato" },
  { id: "denunciar", title: "Como denunciar e o que acontece depois" },
  { id: "bloquear", title: "Como bloquear uma pessoa" },
  { id: "sancoes", title: "Advertência, silenciamento e suspensão" },
  { id: "emergencia", title: "Em caso de ameaça ou violência" },
] as const

type SectionId = (typeof SECTIONS)[number]["id"]

function Section({ id, children }: { id: SectionId; children: React.ReactNode }) {
  const title = SECTIONS.find((section) => section.id === id)!.title
  return (
    <section aria-labelledby={id} className="scroll-mt-24 space-y-3">
      <h2 id={id} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  )
}

const listClass = "list-disc space-y-2 pl-6"
const linkClass = "text-primary font-medium underline underline-offset-4"

/**
 * The community's rules (issue #37), linked from sign-up, the footer, the messages and the report
 * dialog. Static text: the same page for everyone, prerendered. What it says about reports, blocks
 * and sanctions is what the product does (resolve_message_report, block_member), so a change there
 * changes this text too.
 */
export default function GuidelinesPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="space-y-4">
        <p className="text-primary text-sm font-semibold tracking-wide uppercase">Convivência</p>
        <h1 className="text-4xl font-bold tracking-tight">Diretrizes da comunidade</h1>
        <p className="text-muted-foreground text-lg leading-relaxed">
          A Convergência Empreendedora é um lugar para mulheres empreendedoras se encontrarem, trocarem experiências e
          fazerem negócios com confiança. Estas diretrizes valem para tudo o que acontece aqui: perfis, mensagens
          diretas, grupos da comunidade, avaliações e anúncios. Ao criar sua conta, você concorda em segui-las.
        </p>
      </header>

      <nav aria-labelledby="diretrizes-sumario" className="bg-muted/40 mt-10 rounded-xl border p-5">
        <h2 id="diretrizes-sumario" className="mb-3 text-sm font-semibold">
          Nesta página
        </h2>
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="underline-offset-4 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-12 space-y-10 leading-relaxed">
        <Section id="respeito">
          <p>
            Trate todas as pessoas como gostaria de ser tratada. Discordar faz parte, desde que seja com educação:
            critique ideias, nunca a pessoa.
          </p>
          <ul className={listClass}>
            <li>Apresente-se ao puxar conversa e diga por que está escrevendo.</li>
            <li>Um “não, obrigada” é uma resposta completa. Se a outra pessoa não respondeu, não insista.</li>
            <li>Respeite o tempo de cada uma: nem todo mundo responde na hora, e tudo bem.</li>
            <li>Compartilhe só o que é seu ou o que você tem permissão para compartilhar.</li>
          </ul>
        </Section>

        <Section id="assedio-e-discriminacao">
          <p>Não toleramos, em nenhum espaço da plataforma:</p>
          <ul className={listClass}>
            <li>
              assédio de qualquer tipo, incluindo mensagens insistentes depois de um pedido para parar, cantadas,
              comentários sobre o corpo ou a vida íntima de alguém e conteúdo sexual não solicitado;
            </li>
            <li>ameaças, intimidação, humilhação ou exposição de alguém, dentro ou fora da plataforma;</li>
            <li>
              discriminação ou discurso de ódio por raça, cor, etnia, origem, religião, gênero, orientação sexual,
              identidade de gênero, idade, deficiência, classe social ou aparência;
            </li>
            <li>perseguição: procurar alguém por outros canais depois de ter sido bloqueada.</li>
          </ul>
        </Section>

        <Section id="golpes-e-spam">
          <p>As mensagens diretas servem para conversas de verdade entre associadas. Por isso:</p>
          <ul className={listClass}>
            <li>
              nada de golpes: pedidos de dinheiro, “investimentos” com retorno garantido, pirâmides, falsos sorteios,
              links para páginas que pedem senha ou dados bancários;
            </li>
            <li>
              nada de spam: a mesma mensagem enviada para muitas pessoas, propaganda que ninguém pediu, correntes e
              convites repetidos para grupos de fora;
            </li>
            <li>
              ofereça seus produtos e serviços no seu negócio, na loja e nos grupos, onde as pessoas procuram por eles;
            </li>
            <li>não se passe por outra pessoa, empresa ou pela equipe da Convergência.</li>
          </ul>
          <p>
            Para conter abusos, contas criadas há menos de 7 dias podem iniciar até 5 conversas novas por dia; as
            demais, até 20. Responder a conversas que já existem não tem limite.
          </p>
          <p className="bg-muted/40 rounded-lg border p-4 text-sm">
            A equipe da Convergência nunca pede sua senha, códigos recebidos por SMS ou e-mail, nem pagamentos por
            mensagem. Desconfie de quem pedir.
          </p>
        </Section>

        <Section id="privacidade">
          <p>
            Você decide o quanto aparece: seu perfil começa oculto e pode ser visível só para associadas ou para todo
            mundo, quando e se você quiser. O perfil mostra cidade e estado, nunca o seu endereço.
          </p>
          <ul className={listClass}>
            <li>
              Não publique nem repasse telefone, e-mail, endereço, documentos ou fotos de outra pessoa sem a permissão
              dela.
            </li>
            <li>
              Pense antes de enviar seus próprios dados de contato, documentos ou dados bancários a quem você ainda não
              conhece. Prefira combinar pelo site até ganhar confiança.
            </li>
            <li>Não tire prints de conversas para expor alguém. Se algo estiver errado, denuncie.</li>
            <li>
              Suas conversas são lidas apenas por você e pela outra participante. A administração só tem acesso a uma
              conversa depois que ela é denunciada.
            </li>
          </ul>
          <p>
            Você pode baixar seus dados ou excluir sua conta a qualquer momento no seu perfil. Ao excluir a conta, o
            texto das mensagens que você enviou é substituído por “mensagem removida”.
          </p>
        </Section>

        <Section id="denunciar">
          <p>
            Se uma conversa ou mensagem descumprir estas diretrizes, use <strong>“Denunciar”</strong> na própria
            conversa. Escolha o motivo (assédio, spam, golpe, conteúdo impróprio ou outro) e, se quiser, conte o que
            aconteceu.
          </p>
          <ul className={listClass}>
            <li>A pessoa denunciada não fica sabendo quem denunciou.</li>
            <li>
              A denúncia abre a conversa para a administração, que lê as mensagens, ouve o contexto e decide o que
              fazer.
            </li>
            <li>
              A decisão pode ser arquivar a denúncia, quando não houve descumprimento, ou aplicar uma das medidas
              descritas abaixo. Quem recebe uma medida é avisada por notificação.
            </li>
            <li>Denunciar não impede que você bloqueie a pessoa ao mesmo tempo: faça as duas coisas se precisar.</li>
          </ul>
          <p>
            Denúncias falsas, feitas só para prejudicar alguém, também descumprem estas diretrizes. Nos grupos da
            comunidade, use a opção de denúncia de cada mensagem, que vai para as moderadoras do grupo.
          </p>
        </Section>

        <Section id="bloquear">
          <p>
            Você pode bloquear qualquer associada, sem precisar explicar o motivo, pelo botão{" "}
            <strong>“Bloquear”</strong> na conversa ou no perfil dela.
          </p>
          <ul className={listClass}>
            <li>Ela não consegue mais enviar mensagens para você, nem iniciar uma conversa nova.</li>
            <li>Vocês deixam de se encontrar na lista de associadas e nas buscas.</li>
            <li>Ela não recebe aviso de que foi bloqueada.</li>
            <li>O bloqueio pode ser desfeito quando você quiser.</li>
          </ul>
        </Section>

        <Section id="sancoes">
          <p>
            Quando uma denúncia mostra que alguém descumpriu estas diretrizes, a administração aplica a medida que
            corresponde à gravidade e ao histórico da pessoa. Toda medida é registrada com o motivo e avisada a quem a
            recebe.
          </p>
          <dl className="space-y-4">
            <div className="rounded-lg border p-4">
              <dt className="font-semibold">Advertência</dt>
              <dd className="text-muted-foreground mt-1">
                Um aviso formal, com o motivo. A conta continua funcionando normalmente; a advertência fica no
                histórico.
              </dd>
            </div>
            <div className="rounded-lg border p-4">
              <dt className="font-semibold">Silenciamento</dt>
              <dd className="text-muted-foreground mt-1">
                Por um período de 1 a 90 dias, a pessoa não pode enviar mensagens diretas nem iniciar conversas. Ela
                continua lendo o que recebe e usando o restante do site.
              </dd>
            </div>
            <div className="rounded-lg border p-4">
              <dt className="font-semibold">Suspensão</dt>
              <dd className="text-muted-foreground mt-1">
                Por um período de 1 a 90 dias, a conta fica bloqueada: a pessoa sai do site e não consegue entrar até o
                fim do prazo. Reservada para casos graves, como ameaças, golpes ou assédio repetido.
              </dd>
            </div>
          </dl>
          <p>
            Quem volta a descumprir as diretrizes recebe medidas mais longas. Se você recebeu uma medida e acha que
            houve engano, fale com a equipe pelos contatos da Convergência.
          </p>
        </Section>

        <Section id="emergencia">
          <p>
            Se você se sentir ameaçada, não espere pela análise da denúncia. Ligue <strong>190</strong> (Polícia
            Militar) em caso de perigo imediato ou <strong>180</strong> (Central de Atendimento à Mulher), que funciona
            24 horas, é gratuita e orienta sobre como registrar a ocorrência. Guarde as mensagens: elas podem servir de
            prova.
          </p>
        </Section>
      </div>

      <footer className="mt-12 border-t pt-6 text-sm">
        <p className="text-muted-foreground">
          Estas diretrizes podem ser atualizadas conforme a comunidade cresce. Dúvidas? Conheça mais{" "}
          <Link href="/sobre" className={linkClass}>
            sobre a Convergência
          </Link>
          .
        </p>
      </footer>
    </article>
  )
}
