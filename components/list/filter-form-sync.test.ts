// @vitest-environment happy-dom
import { describe, expect, it } from "vitest"

import { showParams } from "./filter-form-sync"

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
