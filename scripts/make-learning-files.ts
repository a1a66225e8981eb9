/**
 * Writes the demo library's files (issue #36): two one-page PDFs made with pdf-lib, stored by the
 * local backend in the private bucket learning-files under seed/ (supabase/seed-storage/
 * learning-files/seed/<name>.pdf, loaded after supabase/seed.sql) and pointed at by the seed's
 * file materials. Deterministic: fixed dates, so the bytes and the sizes the seed records only
 * change when the text does.
 *
 *   node --import tsx scripts/make-learning-files.ts
 */
import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import { PDFDocument, type PDFFont, rgb, StandardFonts } from "pdf-lib"

const ROOT = path.resolve(import.meta.dirname, "..")
const OUT = path.join(ROOT, "supabase/seed-storage/learning-files/seed")
const FIXED_DATE = new Date("2026-01-15T12:00:00Z")
const INK = rgb(0.12, 0.23, 0.36)

interface Sheet {
  name: string
  title: string
  intro: string
  sections: { heading: string; lines: string[] }[]
}

const SHEETS: Sheet[] = [
  {
    name: "checklist-da-formalizacao",
    title: "Checklist da formalização do MEI",
    intro: "Separe estes itens antes de entrar no Portal do Empreendedor.",
    sections: [
      {
        heading: "Documentos e acessos",
        lines: [
          "[ ] Conta gov.br nível prata ou ouro",
          "[ ] CPF, RG e título de eleitor (ou recibo do Imposto de Renda)",
          "[ ] Endereço completo do negócio (pode ser o de casa)",
          "[ ] Telefone e e-mail que você usa todos os dias",
        ],
      },
      {
        heading: "Decisões",
        lines: [
          "[ ] Atividade principal e até 15 secundárias, da lista permitida",
          "[ ] Nome fantasia (como as clientes conhecem o seu negócio)",
          "[ ] Forma de atuação: loja, internet, porta a porta, em casa",
          "[ ] Faturamento previsto dentro do limite anual do MEI",
        ],
      },
      {
        heading: "Depois de abrir",
        lines: [
          "[ ] Baixar o Certificado da Condição de MEI (CCMEI)",
          "[ ] Ativar o débito automático do DAS (vence no dia 20)",
          "[ ] Abrir uma conta só para o negócio",
          "[ ] Anotar a data da declaração anual (DASN-SIMEI, até 31 de maio)",
        ],
      },
    ],
  },
  {
    name: "guia-do-fluxo-de-caixa",
    title: "Guia do fluxo de caixa",
    intro: "Um controle semanal em quatro colunas: data, descrição, entrada e saída.",
    sections: [
      {
        heading: "Toda semana",
        lines: [
          "1. Anote cada venda no dia em que o dinheiro entrou (não no dia do pedido).",
          "2. Anote cada gasto do negócio, até o cafezinho com fornecedora.",
          "3. Some entradas e saídas e confira o saldo com o extrato da conta.",
        ],
      },
      {
        heading: "Exemplo",
        lines: [
          "Segunda   Venda de 20 bolos de pote      entrada R$ 200,00",
          "Terça     Compra de leite condensado     saída   R$ 64,00",
          "Quinta    Embalagens                      saída   R$ 38,00",
          "Saldo da semana                          R$ 98,00",
        ],
      },
      {
        heading: "Ao fechar o mês",
        lines: [
          "- Sobrou dinheiro depois do pró-labore e do DAS?",
          "- Qual foi a maior despesa, e dá para reduzir?",
          "- Há vendas a prazo que ainda não entraram?",
        ],
      },
    ],
  },
]

function draw(page: ReturnType<PDFDocument["addPage"]>, fonts: { bold: PDFFont; regular: PDFFont }, sheet: Sheet) {
  let y = 780
  page.drawText(sheet.title, { x: 56, y, size: 22, font: fonts.bold, color: INK })
  y -= 28
  page.drawText(sheet.intro, { x: 56, y, size: 11, font: fonts.regular })
  y -= 36
  for (const section of sheet.sections) {
    page.drawText(section.heading, { x: 56, y, size: 14, font: fonts.bold, color: INK })
    y -= 22
    for (const line of section.lines) {
      page.drawText(line, { x: 64, y, size: 11, font: fonts.regular })
      y -= 18
    }
    y -= 14
  }
  page.drawText("Convergência — material de demonstração", { x: 56, y: 48, size: 9, font: fonts.regular })
}

await mkdir(OUT, { recursive: true })
for (const sheet of SHEETS) {
  const pdf = await PDFDocument.create()
  pdf.setTitle(sheet.title)
  pdf.setLanguage("pt-BR")
  pdf.setProducer("scripts/make-learning-files.ts")
  pdf.setCreator("Convergência")
  pdf.setCreationDate(FIXED_DATE)
  pdf.setModificationDate(FIXED_DATE)
  const fonts = {
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    regular: await pdf.embedFont(StandardFonts.Helvetica),
  }
  draw(pdf.addPage([595, 842]), fonts, sheet)
  const bytes = await pdf.save()
  await writeFile(path.join(OUT, `${sheet.name}.pdf`), bytes)
  console.log(`${path.relative(ROOT, OUT)}/${sheet.name}.pdf ${bytes.length} bytes`)
}
