import { ClosingCta } from "@/components/site/closing-cta"

export function HomeClosingCta() {
  return (
    <ClosingCta
      id="faca-parte"
      title="Pronta para fazer parte dessa rede?"
      text="Cadastre-se gratuitamente e tenha acesso a formações, mentorias, eventos e a uma comunidade de mulheres que empreendem juntas."
      primary={{ href: "/auth", label: "Comece Agora" }}
      secondary={{ href: "/sobre", label: "Saiba Mais" }}
    />
  )
}
