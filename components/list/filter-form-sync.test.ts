// @vitest-environment happy-dom
import { describe, expect, it } from "vitest"

import { choiceChangedSinceRender, showParams } from "./filter-form-sync"

function form() {
  const element = document.createElement("form")
  element.innerHTML = `
    <input type="search" name="busca" value="fios">
    <select name="uf"><option value="">Todos</option><option value="MG">MG</option><option value="CE">CE</option></select>
    <select name="cidade"><option value="">Todas</option><option value="belo-horizonte">BH</option></select>
    <input type="checkbox" name="encomendas" value="1" checked>
    <input type="hidden" name="categoria" value="fixa">`
  return element
}

describe("showParams (issue #31: filters after back and forward)", () => {
  it("sets every control from the address, leaving what it does not name empty", () => {
    const element = form()
    showParams(element, new URLSearchParams("uf=CE"))
    const field = (name: string) => element.querySelector<HTMLInputElement>(`[name=${name}]`)!
    expect(field("busca").value).toBe("")
    expect(field("uf").value).toBe("CE")
    expect(field("cidade").value).toBe("")
    expect(field("encomendas").checked).toBe(false)
    // Hidden fields belong to the page, not to the address.
    expect(field("categoria").value).toBe("fixa")
  })

  it("checks a checkbox whose value the address carries; an unknown option falls back to all", () => {
    const element = form()
    showParams(element, new URLSearchParams("busca=cer%C3%A2mica&encomendas=1&cidade=outra"))
    expect(element.querySelector<HTMLInputElement>("[name=busca]")!.value).toBe("cerâmica")
    expect(element.querySelector<HTMLInputElement>("[name=encomendas]")!.checked).toBe(true)
    expect(element.querySelector<HTMLSelectElement>("[name=cidade]")!.value).toBe("")
  })
})

describe("choiceChangedSinceRender (a choice made before hydration applies once the page is ready)", () => {
  const form = () => {
    document.body.innerHTML = `<form>
      <input type="search" name="busca" value="bolo">
      <select name="categoria"><option value="">Todas</option><option value="beleza">Beleza</option></select>
      <select name="ordem"><option value="recentes" selected>Recentes</option><option value="nome">Nome</option></select>
      <input type="checkbox" name="online" value="1">
    </form>`
    return document.querySelector("form")!
  }

  it("is false for the page as rendered, whatever the search box holds", () => {
    const f = form()
    ;(f.elements.namedItem("busca") as HTMLInputElement).value = "cocada"
    expect(choiceChangedSinceRender(f)).toBe(false)
  })

  it("is true once a select or a box differs from what the server rendered", () => {
    const f = form()
    ;(f.elements.namedItem("categoria") as HTMLSelectElement).value = "beleza"
    expect(choiceChangedSinceRender(f)).toBe(true)
    const g = form()
    ;(g.elements.namedItem("ordem") as HTMLSelectElement).value = "nome"
    expect(choiceChangedSinceRender(g)).toBe(true)
    const h = form()
    ;(h.elements.namedItem("online") as HTMLInputElement).checked = true
    expect(choiceChangedSinceRender(h)).toBe(true)
  })
})
