import { generateCnpj, generateCpf } from "@brazilian-utils/brazilian-utils"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

import {
  detectPixKeyType,
  formatPixKey,
  PIX_KEY_MESSAGES,
  type PixKeyCheckResult,
  type PixKeyType,
  validatePixKey,
} from "@/lib/pix/keys"
import type { PixKeyCheck } from "@/lib/validations/orders"

// The shapes set_business_order_settings refuses otherwise (supabase/migrations/20261202100001_orders.sql):
// every key we accept must pass them.
const DATABASE_SHAPE: Record<PixKeyType, RegExp> = {
  cpf: /^[0-9]{11}$/,
  cnpj: /^[0-9]{14}$/,
  email: /^[^A-Z]{3,77}$/,
  phone: /^\+55[0-9]{10,11}$/,
  random: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
}

const ok = (type: PixKeyType, value: string): string => {
  const result = validatePixKey(type, value)
  if ("message" in result) throw new Error(`${type} ${JSON.stringify(value)} refused: ${result.message}`)
  expect(result.key).toMatch(DATABASE_SHAPE[type])
  return result.key
}

const refused = (type: PixKeyType, value: string): string => {
  const result = validatePixKey(type, value)
  if ("key" in result) throw new Error(`${type} ${JSON.stringify(value)} accepted as ${result.key}`)
  return result.message
}

describe("validatePixKey: CPF", () => {
  it("accepts a CPF with valid check digits, masked or not, as its 11 digits", () => {
    expect(ok("cpf", "123.456.789-09")).toBe("12345678909")
    expect(ok("cpf", " 12345678909 ")).toBe("12345678909")
    expect(ok("cpf", "123 456 789 09")).toBe("12345678909")
  })

  it("refuses wrong check digits, repeated digits and other lengths", () => {
    expect(refused("cpf", "123.456.789-00")).toBe(PIX_KEY_MESSAGES.cpfDigits)
    expect(refused("cpf", "111.111.111-11")).toBe(PIX_KEY_MESSAGES.cpfDigits)
    expect(refused("cpf", "1234567890")).toBe(PIX_KEY_MESSAGES.cpfLength)
    expect(refused("cpf", "123456789012")).toBe(PIX_KEY_MESSAGES.cpfLength)
    expect(refused("cpf", "abc.def.ghi-jk")).toBe(PIX_KEY_MESSAGES.cpfLength)
  })

  it("accepts every CPF the library generates (property)", () => {
    fc.assert(
      fc.property(fc.integer(), () => {
        const cpf = generateCpf()
        expect(ok("cpf", cpf)).toBe(cpf)
      }),
      { numRuns: 100 }
    )
  })
})

describe("validatePixKey: CNPJ", () => {
  it("accepts a CNPJ with valid check digits, masked or not, as its 14 digits", () => {
    expect(ok("cnpj", "11.222.333/0001-81")).toBe("11222333000181")
    expect(ok("cnpj", "11222333000181")).toBe("11222333000181")
  })

  it("refuses wrong check digits, all zeros and other lengths", () => {
    expect(refused("cnpj", "11.222.333/0001-82")).toBe(PIX_KEY_MESSAGES.cnpjDigits)
    expect(refused("cnpj", "00000000000000")).toBe(PIX_KEY_MESSAGES.cnpjDigits)
    expect(refused("cnpj", "1122233300018")).toBe(PIX_KEY_MESSAGES.cnpjLength)
    expect(refused("cnpj", "123.456.789-09")).toBe(PIX_KEY_MESSAGES.cnpjLength)
  })

  it("says the alphanumeric CNPJ is not taken yet (the database stores digits)", () => {
    expect(refused("cnpj", "12.ABC.345/01DE-35")).toBe(PIX_KEY_MESSAGES.cnpjAlphanumeric)
    expect(refused("cnpj", "12.ABC.345/01DE-36")).toBe(PIX_KEY_MESSAGES.cnpjDigits)
  })

  it("accepts every numeric CNPJ the library generates (property)", () => {
    fc.assert(
      fc.property(fc.integer(), () => {
        const cnpj = generateCnpj(1)
        expect(ok("cnpj", cnpj)).toBe(cnpj)
      }),
      { numRuns: 100 }
    )
  })
})

describe("validatePixKey: e-mail", () => {
  it("accepts an e-mail, trimmed and in lower case", () => {
    expect(ok("email", " Ana.Souza@Example.COM.br ")).toBe("ana.souza@example.com.br")
    expect(ok("email", "ana+loja@example.com")).toBe("ana+loja@example.com")
  })

  it("refuses what is not an e-mail and anything over 77 characters", () => {
    expect(refused("email", "ana@")).toBe(PIX_KEY_MESSAGES.email)
    expect(refused("email", "ana souza@example.com")).toBe(PIX_KEY_MESSAGES.email)
    expect(refused("email", "ana@example")).toBe(PIX_KEY_MESSAGES.email)
    expect(refused("email", "12345678909")).toBe(PIX_KEY_MESSAGES.email)
    expect(ok("email", `${"a".repeat(62)}@example.com.br`)).toHaveLength(77)
    expect(refused("email", `${"a".repeat(63)}@example.com.br`)).toBe(PIX_KEY_MESSAGES.tooLong)
  })
})

describe("validatePixKey: phone", () => {
  it("accepts a Brazilian mobile number in the usual ways, as +55 and 11 digits", () => {
    for (const value of [
      "(11) 98765-4321",
      "11987654321",
      "11 98765 4321",
      "+55 11 98765-4321",
      "+5511987654321",
      "0055 11 98765-4321",
      "5511987654321",
    ]) {
      expect(ok("phone", value)).toBe("+5511987654321")
    }
  })

  it("takes the kind she chose: 11 digits that are also a valid CPF are read as a phone here", () => {
    // 11 9…: a valid mobile number whose digits also pass the CPF check.
    const both = "11987650034"
    expect(detectPixKeyType(both)?.type).toBe("cpf")
    expect(validatePixKey("cpf", both)).toEqual({ key: both })
    expect(ok("phone", both)).toBe(`+55${both}`)
  })

  it("refuses landlines, another country, missing DDD, extra digits and letters", () => {
    expect(refused("phone", "(11) 3000-0000")).toBe(PIX_KEY_MESSAGES.phone)
    expect(refused("phone", "+1 415 555 2671")).toBe(PIX_KEY_MESSAGES.phoneCountry)
    expect(refused("phone", "+44 11 98765 4321")).toBe(PIX_KEY_MESSAGES.phoneCountry)
    expect(refused("phone", "98765-4321")).toBe(PIX_KEY_MESSAGES.phone)
    expect(refused("phone", "119876543219999")).toBe(PIX_KEY_MESSAGES.phone)
    expect(refused("phone", "(00) 98765-4321")).toBe(PIX_KEY_MESSAGES.phone)
    expect(refused("phone", "11 9876S-4321")).toBe(PIX_KEY_MESSAGES.phone)
  })
})

describe("validatePixKey: random key", () => {
  it("accepts a UUID as the bank shows it, in lower case, with hyphens put back when missing", () => {
    expect(ok("random", "123E4567-E12B-12D1-A456-426655440000")).toBe("123e4567-e12b-12d1-a456-426655440000")
    expect(ok("random", "123e4567e12b12d1a456426655440000")).toBe("123e4567-e12b-12d1-a456-426655440000")
  })

  it("refuses anything else", () => {
    expect(refused("random", "123e4567-e12b-12d1-a456-42665544000")).toBe(PIX_KEY_MESSAGES.random)
    expect(refused("random", "123e4567-e12b-12d1-a456-42665544000g")).toBe(PIX_KEY_MESSAGES.random)
    expect(refused("random", "ana@example.com")).toBe(PIX_KEY_MESSAGES.random)
  })

  it("accepts every UUID (property)", () => {
    fc.assert(
      fc.property(fc.uuid(), (uuid) => {
        expect(ok("random", uuid.toUpperCase())).toBe(uuid.toLowerCase())
      })
    )
  })
})

describe("validatePixKey: any kind", () => {
  it("asks for a key when the field is empty", () => {
    for (const type of ["cpf", "cnpj", "email", "phone", "random"] as const) {
      expect(refused(type, "   ")).toBe(PIX_KEY_MESSAGES.required)
    }
  })

  it("never throws and answers a key in the database's shape or a pt-BR message (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<PixKeyType>("cpf", "cnpj", "email", "phone", "random"),
        fc.string({ maxLength: 120 }),
        (type, value) => {
          const result: PixKeyCheckResult = validatePixKey(type, value)
          if ("key" in result) expect(result.key).toMatch(DATABASE_SHAPE[type])
          else expect(Object.values(PIX_KEY_MESSAGES)).toContain(result.message)
        }
      )
    )
  })

  it("fits the settings schema's key check (lib/validations/orders.ts)", () => {
    const check: PixKeyCheck = validatePixKey
    expect(check("cpf", "123.456.789-09")).toEqual({ key: "12345678909" })
  })
})

describe("detectPixKeyType", () => {
  it("tells the kind of key from how it is written", () => {
    expect(detectPixKeyType("123.456.789-09")).toEqual({ type: "cpf", key: "12345678909" })
    expect(detectPixKeyType("11.222.333/0001-81")).toEqual({ type: "cnpj", key: "11222333000181" })
    expect(detectPixKeyType("Ana@Example.com")).toEqual({ type: "email", key: "ana@example.com" })
    expect(detectPixKeyType("(11) 98765-4321")).toEqual({ type: "phone", key: "+5511987654321" })
    expect(detectPixKeyType("123E4567-E12B-12D1-A456-426655440000")).toEqual({
      type: "random",
      key: "123e4567-e12b-12d1-a456-426655440000",
    })
    expect(detectPixKeyType("não é chave")).toBeNull()
    expect(detectPixKeyType("")).toBeNull()
  })
})

describe("formatPixKey", () => {
  it("shows stored keys as people read them", () => {
    expect(formatPixKey("cpf", "12345678909")).toBe("123.456.789-09")
    expect(formatPixKey("cnpj", "11222333000181")).toBe("11.222.333/0001-81")
    expect(formatPixKey("phone", "+5511987654321")).toBe("+55 (11) 98765-4321")
    expect(formatPixKey("email", "ana@example.com")).toBe("ana@example.com")
    expect(formatPixKey("random", "123e4567-e12b-12d1-a456-426655440000")).toBe("123e4567-e12b-12d1-a456-426655440000")
  })
})
