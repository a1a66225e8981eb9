import { ClosingCta } from "@/components/site/closing-cta"

export function AboutCta() {
  return (
    <ClosingCta
      id="junte-se"
      title="Faça parte desta história"
      text="Venha aprender, ensinar e crescer com a gente, ou coloque o seu negócio no mapa da economia solidária."
      primary={{ href: "/auth", label: "Junte-se à Comunidade" }}
      secondary={{ href: "/diretorio", label: "Cadastrar Meu Negócio" }}
    />
  )
}
