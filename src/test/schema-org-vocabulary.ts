/**
 * Checks JSON-LD against schema.org's vocabulary, offline: each document, as a search engine reads
 * it, is compiled by TypeScript as a value of its `@type` from `schema-dts` (Google's typings,
 * generated from the whole vocabulary), `WithContext<Menu>` for a Menu. A `@type` schema.org does
 * not have, a property its type does not allow, or a value outside the property's range (an
 * unknown diet or availability, a nested node of the wrong type) is a compile error, returned
 * as words. The documents are compiled together: one program reads the vocabulary once.
 */
import path from 'node:path';
import ts from 'typescript';

const checkedFile = path.join(path.resolve(__dirname, '../..'), 'schema-org-check.ts');

const options: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.CommonJS,
  moduleResolution: ts.ModuleResolutionKind.Node10,
  types: [],
};

/** The top-level `@type` as a type name; anything else is written so that it fails to compile. */
function typeNameOf(jsonLd: unknown): string {
  const type = (jsonLd as { '@type'?: unknown } | null)?.['@type'];
  return typeof type === 'string' && /^[A-Za-z][A-Za-z0-9]*$/.test(type) ? type : 'MissingOrInvalidType';
}

/** The problems of each document, in the order given (an empty list for a valid one). */
export function schemaOrgProblems(documents: readonly unknown[]): string[][] {
  const parts = documents.map((jsonLd, index) => {
    const type = typeNameOf(jsonLd);
    return `import type { ${type} as Type${index} } from 'schema-dts';\nexport const document${index}: WithContext<Type${index}> = ${JSON.stringify(jsonLd, null, 2)};\n`;
  });
  const source = `import type { WithContext } from 'schema-dts';\n${parts.join('')}`;
  // The line (from 0) where each document starts, to tell which one a diagnostic is about.
  let next = 1;
  const starts = parts.map((part) => {
    const start = next;
    next += part.split('\n').length - 1;
    return start;
  });
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (file, language, ...rest) =>
    file === checkedFile
      ? ts.createSourceFile(file, source, language)
      : getSourceFile(file, language, ...rest);
  host.fileExists = (file) => file === checkedFile || fileExists(file);
  host.readFile = (file) => (file === checkedFile ? source : readFile(file));
  const program = ts.createProgram([checkedFile], options, host);
  const problems = documents.map((): string[] => []);
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const line =
      diagnostic.file && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line
        : 0;
    const index = Math.max(
      0,
      starts.findLastIndex((start) => start <= line),
    );
    problems[index]?.push(ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '));
  }
  return problems;
}
