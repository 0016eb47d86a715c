// The parts used by tests/helpers/structured-data.ts of packages that ship no types.

declare module 'jsonld' {
  const jsonld: {
    fromRDF(input: string, options: { format: 'application/n-quads' }): Promise<object[]>
    compact(input: object, context: Record<string, string>): Promise<{ '@graph': object[] }>
  }
  export default jsonld
}

declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options: { addLocation?: boolean; embedSource?: string[] })
    parse(html: string): { jsonld: Record<string, object[]> }
  }
}

declare module '@adobe/structured-data-validator' {
  export type ValidationIssue = {
    rootType?: string
    issueMessage: string
    severity: 'ERROR' | 'WARNING'
    fieldNames?: string[]
  }
  export default class Validator {
    constructor(schemaOrgJson: object)
    validate(extracted: object): Promise<ValidationIssue[]>
  }
}
