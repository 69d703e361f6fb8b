// Runs before the app's modules (a classic script, loaded from our origin as the Content-Security-Policy requires).
// zod 4 probes once whether it may compile parsers with `new Function`; our policy forbids eval, and Chromium reports
// the probe as a violation even though zod catches it. jitless: zod parses the same without compiling and never
// probes. zod reads this global (the one its own `config()` writes) when it loads, so it must be set before then.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
