import unusedRouterCodeLoader from './unused-router-code-loader';

const componentsChunk = [
  'function BrowserRouter({ children }) { return children; }',
  'var Link = React10.forwardRef(function LinkWithRef(props, ref) { return null; });',
  'Link.displayName = "Link";',
  'var Form = React10.forwardRef(function FormImpl(props, ref) { return null; });',
  'Form.displayName = "Form";',
].join('\n');

function run(source: string) {
  const context = { resourcePath: 'react-router/chunk.mjs', emitError: jest.fn() };
  const code = unusedRouterCodeLoader.call(context, source);
  return { code, errors: context.emitError.mock.calls };
}

describe('the react-router loader', () => {
  it('marks forwardRef components pure and drops their displayName lines, so unused ones can go', () => {
    const { code, errors } = run(componentsChunk);
    expect(code).toContain('var Link = /* @__PURE__ */ React10.forwardRef(');
    expect(code).toContain('var Form = /* @__PURE__ */ React10.forwardRef(');
    expect(code).not.toContain('displayName');
    expect(code).toContain('function BrowserRouter(');
    expect(errors).toHaveLength(0);
  });

  it('leaves the router’s other files as they are', () => {
    const other = 'Other.displayName = "Other";\nvar X = React.forwardRef(() => null);';
    expect(run(other)).toEqual({ code: other, errors: [] });
  });

  it('fails the build, naming the file, when a new release no longer has the patterns', () => {
    const { errors } = run('function BrowserRouter() {}\nvar Link = memo(LinkImpl);');
    expect(errors).toHaveLength(1);
    expect(String(errors[0]![0])).toMatch(
      /react-router\/chunk\.mjs: react-router's build no longer has the patterns/,
    );
  });
});
