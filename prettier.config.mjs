/** @type {import("prettier").Config} */
const config = {
  semi: false,
  singleQuote: false,
  trailingComma: "es5",
  printWidth: 120,
  plugins: ["prettier-plugin-tailwindcss"],
}
export default config
