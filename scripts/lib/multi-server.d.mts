export declare const INSTANCE_PORTS: number[]
export declare const SIGN_IN_MAX_FAILURES: number
