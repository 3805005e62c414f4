// Lets a unit test import a screen's index file, which imports its stylesheet: under tsx a stylesheet would be
// read as JavaScript, so it is read as nothing (the build bundles it; no unit test looks at it).
require.extensions['.css'] = () => {}
