// A production-only esbuild plugin that ships wouter-preact (and its path parser, regexparam) without the
// branches the console can never reach. src/ takes Link, Redirect, Route, Router, Switch and useLocation from
// 'wouter-preact', and navigate and useBrowserLocation from 'wouter-preact/use-browser-location', and uses them
// plainly: one <Router> whose only prop is `hook` (the unsaved-changes guard around the browser location), one
// <Switch> of <Route>s with plain paths ("/", "/unauthorized" and none, the catch-all) and elements as
// children, <Link href onClick> and <Redirect to replace>, and the path and navigate of useLocation. esbuild
// already leaves out what no import reaches (useSearch, useParams, useRoute, the other location hooks), but
// not a branch that depends on a prop or an option, so the plugin edits the source as it is loaded. Each edit
// is one of these, and the build warns (and ships that part as it is) when the source no longer has it:
//   - the router options the console never sets: `base` (and `nest`, the one way to make a nested base),
//     `ssrPath`/`ssrSearch`/`ssrContext` (server rendering), `searchHook`, `hrefs` and `aroundNav`: the
//     router takes its defaults, so a path is the location's path as it is and a Link's href is its own;
//   - route params: no component reads them (no useParams, no `component` prop, no function as children),
//     so matchRoute only says whether a path matches, and Route renders its children or nothing; with them
//     go RegExp paths and regexparam's `:name` segments and loose matching (all paths are plain strings);
//   - Link's `to`, `asChild`, `className` (as a function of being active) and the nav props it keeps off the
//     <a>: the console passes none; and its ref, which Preact's forwardRef stand-in never passes anyway;
//   - Switch's `location` prop and Fragments among its children; Redirect's `href`;
//   - server-side snapshots of the location (the page runs in a browser), the `hashchange` listener (a hash
//     never changes the path), the event's copy of pushState's arguments (no listener reads it), and the
//     guard against patching history twice (the page has one copy of wouter).
// What stays: the browser location and the patched pushState/replaceState that announce each navigation (the
// unsaved-changes guard listens for them too), the Router's hook, Switch picking the first route that matches,
// Link's click handling (modifier keys and onClick's preventDefault are respected), and Redirect's one
// navigation on mount. The dev build keeps wouter whole. test/build/slim-wouter.test.mjs renders a small app
// with both and navigates it, and checks that src/ uses wouter only in the ways above.
import { editor, slimPlugin, swap } from './slim-plugin.mjs'

/** What src/ may import from wouter-preact and from its browser-location entry. */
export const ALLOWED = {
  'wouter-preact': ['Link', 'Redirect', 'Route', 'Router', 'Switch', 'useLocation'],
  'wouter-preact/use-browser-location': ['navigate', 'useBrowserLocation'],
}

/** The props src/ may give each component (a Route's children are elements, never a function). */
export const ALLOWED_PROPS = {
  Router: ['hook'],
  Route: ['key', 'path'],
  Link: ['key', 'href', 'onClick', 'aria-current'],
  Redirect: ['to', 'replace'],
  Switch: [],
}

/** `s` after `pairs` of [from, to] swaps, each made exactly once, or null when one is not there. */
const swaps = (s, ...pairs) => pairs.reduce((r, [from, to]) => swap(r, from, to), s)

/** The edited src/index.js (the components and hooks) and what could not be done. */
export const slimIndex = (source) =>
  editor(source, [
    [
      'the SSR options',
      (s) =>
        swaps(
          s,
          ['\n  // this option is used to override the current location during SSR\n  ssrPath: undefined,\n  ssrSearch: undefined,', ''],
          ['\n  // optional context to track render state during SSR\n  ssrContext: undefined,', ''],
          [
            '\n  // when `ssrPath` contains a `?` character, we can extract the search from it.\n' +
              '  // also, ensure ssrSearch is always defined when ssrPath is provided, so that\n' +
              '  // useSearch behavior matches usePathname (proper SSR hydration when client\n' +
              '  // renders <Router> without props after server rendered with ssrPath/ssrSearch)\n' +
              '  if (props.ssrPath) {\n' +
              '    const [path, search = props.ssrSearch ?? ""] = props.ssrPath.split("?");\n' +
              '    if (path) (props.ssrSearch = search), (props.ssrPath = path);\n' +
              '  }\n',
            '',
          ],
          ['\n  const { ssrContext } = router;', ''],
          ['\n\n  if (ssrContext) {\n    ssrContext.redirectTo = to;\n  }', ''],
        ),
    ],
    [
      'the searchHook option',
      (s) =>
        swaps(
          s,
          [
            'import {\n  useBrowserLocation,\n  useSearch as useBrowserSearch,\n} from "./use-browser-location.js";',
            'import { useBrowserLocation } from "./use-browser-location.js";',
          ],
          ['\n  searchHook: useBrowserSearch,', ''],
          ['\n\n  // hooks can define their own search hook (e.g. for memory location)\n  props.searchHook = props.searchHook ?? props.hook?.searchHook;', ''],
        ),
    ],
    [
      'the hrefs option',
      (s) =>
        swaps(
          s,
          ['\n  // customizes how `href` props are transformed for <Link />\n  hrefs: (x) => x,', ''],
          ['\n\n  // hooks can define their own `href` formatter (e.g. for hash location)\n  props.hrefs = props.hrefs ?? props.hook?.hrefs;', ''],
          [
            '  linkProps.href = router.hrefs(\n    targetPath[0] === "~" ? targetPath.slice(1) : router.base + targetPath,\n    router // pass router as a second argument for convinience\n  );',
            '  linkProps.href =\n    targetPath[0] === "~" ? targetPath.slice(1) : router.base + targetPath;',
          ],
        ),
    ],
    [
      'the aroundNav option',
      (s) =>
        swaps(
          s,
          ['\n  // wraps navigate calls, useful for view transitions\n  aroundNav: (n, t, o) => n(t, o),', ''],
          ['router.aroundNav(navigate, absolutePath(to, router.base), opts)', 'navigate(absolutePath(to, router.base), opts)'],
        ),
    ],
    [
      'the base option',
      (s) =>
        swaps(
          s,
          ['\n  base: "",', ''],
          [
            '    const option =\n      k === "base"\n        ? /* base is special case, it is appended to the parent\'s base */\n          parent[k] + (props[k] ?? "")\n        : props[k] ?? parent[k];',
            '    const option = props[k] ?? parent[k];',
          ],
          [
            'const usePathnameFromRouter = (router, base = router.base) =>\n  relativePath(base, ',
            'const usePathnameFromRouter = (router) =>\n  relativePath("", ',
          ],
          ['relativePath(router.base, location)', 'relativePath("", location)'],
          ['absolutePath(to, router.base)', 'absolutePath(to, "")'],
          ['router.base + targetPath', 'targetPath'],
        ),
    ],
    [
      "matchRoute's params, RegExp paths and loose matching",
      (s) =>
        swap(
          s,
          `export const matchRoute = (parser, route, path, loose) => {
  // if the input is a regexp, skip parsing
  const { pattern, keys } =
    route instanceof RegExp ? { pattern: route } : parser(route || "*", loose);

  const result = pattern.exec(path);

  if (!result) return [false, null];

  // Keep positional captures as well as named params, with named params taking
  // precedence (custom parsers can use numeric keys).
  const params = {};
  for (let i = 1; i < result.length; i++) params[i - 1] = result[i];
  if (keys) {
    for (let i = 0; i < keys.length; i++) params[keys[i]] = result[i + 1];
  } else {
    Object.assign(params, result.groups);
  }

  // In loose mode the full match is the base for nested routes:
  // pattern \`/a/:b\` and path \`/a/1/2/3\` give the base \`/a/1\`.
  return loose ? [true, params, result[0]] : [true, params];
};`,
          `// whether the path matches: nothing reads params, every path is a string, and no route is nested
export const matchRoute = (parser, route, path) => [
  parser(route || "*").pattern.test(path),
];`,
        ),
    ],
    [
      "Route's params and nest",
      (s) =>
        swap(
          s,
          `export const Route = ({ path, nest, match, ...renderProps }) => {
  const router = useRouter();
  const location = usePathnameFromRouter(router);

  const [matches, routeParams, base] =
    // \`match\` is a special prop to give up control to the parent,
    // it is used by the \`Switch\` to avoid double matching
    match ?? matchRoute(router.parser, path, location, nest);

  // when \`routeParams\` is \`null\` (there was no match), the argument
  // below becomes {...null} = {}, see the Object Spread specs
  // https://tc39.es/proposal-object-rest-spread/#AbstractOperations-CopyDataProperties
  const params = useCachedParams({ ...useParams(), ...routeParams });

  if (!matches) return null;

  const children = h_route(renderProps, params);

  return h(
    ParamsCtx.Provider,
    { value: params },
    base ? h(Router, { base }, children) : children
  );
};`,
          `// its children as they are (elements): no component, no render function, no params to hand them
export const Route = ({ path, match, children }) => {
  const router = useRouter();
  const location = usePathnameFromRouter(router);

  const [matches] =
    // \`match\` is a special prop to give up control to the parent,
    // it is used by the \`Switch\` to avoid double matching
    match ?? matchRoute(router.parser, path, location);

  return matches ? children : null;
};`,
        ),
    ],
    // without the Route's Provider nothing reads the params context: pure, it goes
    ['the params context', (s) => swap(s, 'ParamsCtx = createContext(Params0);', 'ParamsCtx = /* @__PURE__ */ createContext(Params0);')],
    [
      "Link's ref",
      (s) =>
        swaps(
          s,
          ['export const Link = forwardRef((props, ref) => {', 'export const Link = (props) => {'],
          ['\n  if (ref) linkProps.ref = ref;', ''],
          ['\n});\n\nconst flattenChildren', '\n};\n\nconst flattenChildren'],
        ),
    ],
    ["Link's to", (s) => swap(s, '    to = "",\n    href: targetPath = to,', '    href: targetPath,')],
    [
      "Link's asChild",
      (s) =>
        swaps(
          s,
          ['\n    asChild,', ''],
          [
            '  return asChild && isValidElement(children)\n    ? cloneElement(children, linkProps)\n    : h("a", linkProps, children);',
            '  return h("a", linkProps, children);',
          ],
        ),
    ],
    [
      "Link's className",
      (s) =>
        swaps(
          s,
          ['const [currentPath, navigate] = useLocationFromRouter(router);\n\n  const {', 'const [, navigate] = useLocationFromRouter(router);\n\n  const {'],
          ['\n    className: cls,', ''],
          [
            "\n\n  // Omitted props should preserve the child's own className and ref.\n  if (cls !== undefined)\n    linkProps.className = cls?.call ? cls(currentPath === targetPath) : cls;",
            '',
          ],
        ),
    ],
    [
      "Link's nav props",
      (s) =>
        swap(
          s,
          '\n    /* eslint-disable no-unused-vars */\n    replace /* ignore nav props */,\n    state /* ignore nav props */,\n    transition /* ignore nav props */,\n    /* eslint-enable no-unused-vars */\n',
          '',
        ),
    ],
    ["Switch's Fragments", (s) => swap(s, 'flattenChildren(c && c.type === Fragment ? c.props.children : c, result);', 'flattenChildren(c, result);')],
    [
      "Switch's location",
      (s) =>
        swaps(
          s,
          ['export const Switch = ({ children, location }) => {', 'export const Switch = ({ children }) => {'],
          ['location || originalLocation', 'originalLocation'],
        ),
    ],
    ["Switch's nest", (s) => swap(s, 'originalLocation,\n        element.props.nest\n', 'originalLocation\n')],
    ["Redirect's href", (s) => swaps(s, ['const { to, href = to } = props;', 'const { to } = props;'], ['navigate(to || href, props)', 'navigate(to, props)'])],
  ])

/** The edited src/paths.js: with no base, a path is the location's own (decoded) and a target is its own. */
export const slimPaths = (source) =>
  editor(source, [
    [
      'the base',
      (s) =>
        swaps(
          s,
          [
            `/**
 * When basepath is \`undefined\` or '/' it is ignored (we assume it's empty string)
 */
const baseDefaults = (base = "") => (base === "/" ? "" : base);

export const absolutePath = (to, base) =>
  to[0] === "~" ? to.slice(1) : baseDefaults(base) + to;`,
            '// no router has a base\nexport const absolutePath = (to) => (to[0] === "~" ? to.slice(1) : to);',
          ],
          [
            `export const relativePath = (base, path) => {
  base = unescape(baseDefaults(base));
  path = unescape(path);

  return !base ||
    (path.toLowerCase() + "/").startsWith(base.toLowerCase() + "/")
    ? path.slice(base.length) || "/"
    : "~" + path;
};`,
            'export const relativePath = (base, path) => unescape(path) || "/";',
          ],
        ),
    ],
  ])

/** The edited src/use-browser-location.js. */
export const slimBrowserLocation = (source) =>
  editor(source, [
    [
      'the hashchange event',
      (s) => swap(s, 'const events = ["popstate", "pushState", "replaceState", "hashchange"];', 'const events = ["popstate", "pushState", "replaceState"];'),
    ],
    [
      'the SSR path',
      (s) =>
        swaps(
          s,
          [
            'export const useLocationProperty = (fn, ssrFn) =>\n  useSyncExternalStore(subscribeToLocationUpdates, fn, ssrFn);',
            'export const useLocationProperty = (fn) =>\n  useSyncExternalStore(subscribeToLocationUpdates, fn);',
          ],
          [
            `export const usePathname = ({ ssrPath } = {}) =>
  useLocationProperty(
    currentPathname,
    // != null checks for both null and undefined, but allows empty string ""
    // This allows proper hydration: server renders with ssrPath="/foo",
    // client hydrates with just <Router /> and reads from location.pathname
    ssrPath != null ? () => ssrPath : currentPathname
  );`,
            'export const usePathname = () => useLocationProperty(currentPathname);',
          ],
        ),
    ],
    [
      'the patch-once guard',
      (s) =>
        swaps(
          s,
          ['const patchKey = Symbol.for("wouter_v3");\n', ''],
          ['if (typeof history !== "undefined" && typeof window[patchKey] === "undefined") {', '{'],
          [
            '\n\n  // patch history object only once\n  // See: https://github.com/molefrog/wouter/issues/167\n  Object.defineProperty(window, patchKey, { value: true });',
            '',
          ],
        ),
    ],
    ["the event's arguments", (s) => swap(s, '\n      event.arguments = arguments;\n', '\n')],
  ])

/** The edited src/react-deps.js: useSyncExternalStore without the server snapshot nobody passes. */
export const slimReactDeps = (source) =>
  editor(source, [
    [
      'the SSR snapshot',
      (s) =>
        swaps(
          s,
          [
            `// Copied from:
// https://github.com/facebook/react/blob/main/packages/shared/ExecutionEnvironment.js
const canUseDOM = !!(
  typeof window !== "undefined" &&
  typeof window.document !== "undefined" &&
  typeof window.document.createElement !== "undefined"
);
`,
            '',
          ],
          [
            'export function useSyncExternalStore(subscribe, getSnapshot, getSSRSnapshot) {\n  if (getSSRSnapshot && !canUseDOM) getSnapshot = getSSRSnapshot;\n',
            'export function useSyncExternalStore(subscribe, getSnapshot) {\n',
          ],
        ),
    ],
  ])

/** The edited regexparam (dist/index.mjs): plain segments and `*` only, matched to the end. */
export const slimRegexparam = (source) =>
  editor(source, [
    ['RegExp input', (s) => swap(s, '\tif (input instanceof RegExp) return { keys:false, pattern:input };\n', '')],
    [
      ':name segments',
      (s) =>
        swaps(
          s,
          ['var c, o, tmp, ext, keys=[]', 'var c, tmp, keys=[]'],
          [
            String.raw`		} else if (c === ':') {
			o = tmp.indexOf('?', 1);
			ext = tmp.indexOf('.', 1);
			keys.push( tmp.substring(1, !!~o ? o : !!~ext ? ext : tmp.length) );
			pattern += !!~o && !~ext ? '(?:/([^/]+?))?' : '/([^/]+?)';
			if (!!~ext) pattern += (!!~o ? '?' : '') + '\\' + tmp.substring(ext);
		} else {`,
            '\t\t} else {',
          ],
        ),
    ],
    [
      'loose matching',
      (s) =>
        swaps(s, ['export function parse(input, loose) {', 'export function parse(input) {'], [String.raw`(loose ? '(?=$|\/)' : '\/?$')`, String.raw`'\/?$'`]),
    ],
  ])

const file = (name) => new RegExp(`[\\\\/]node_modules[\\\\/]wouter-preact[\\\\/]src[\\\\/]${name}\\.js$`)

/** The five files' plugins, one each. */
export const slimWouter = [
  slimPlugin('wouter-preact', file('index'), slimIndex),
  slimPlugin('wouter-preact', file('paths'), slimPaths),
  slimPlugin('wouter-preact', file('use-browser-location'), slimBrowserLocation),
  slimPlugin('wouter-preact', file('react-deps'), slimReactDeps),
  slimPlugin('regexparam', /[\\/]node_modules[\\/]regexparam[\\/]dist[\\/]index\.mjs$/, slimRegexparam),
]
