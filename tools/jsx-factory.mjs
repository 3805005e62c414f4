// What the bundle's JSX compiles to (esbuild-options.mjs): preact's createElement(type, props, ...children)
// and Fragment, auto-imported by esbuild's `inject` into the modules that use JSX. These are the same
// functions preact/compat exports under these names, so a module that imports them itself gets the same.
export { createElement, Fragment } from 'preact'
