// Stands in for `use-sync-external-store/shim` (tools/esbuild-options.mjs aliases it here). react-i18next imports that CommonJS
// shim, which would pull a second copy of preact/compat into the bundle; compat has the hook itself.
export { useSyncExternalStore } from 'preact/compat'
