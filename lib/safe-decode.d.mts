export declare function safeDecode(value: string): string | null
export declare function escapeMalformedPercent(value: string): string
