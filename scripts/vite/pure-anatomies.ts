/**
 * Vite plugin: Chakra's anatomy module (and each Zag/Ark `*.anatomy` module) declares every
 * component's parts with top-level calls (`createAnatomy("select").parts(…)`, `x.extendWith(…)`,
 * `anatomy.build()`). The bundler must assume a call has side effects, so importing one anatomy
 * keeps all of them, color picker and date picker included. These calls only build plain objects:
 * marking them pure lets the bundler drop the anatomies nothing uses.
 */
import type { Plugin } from 'vite';

/** `const name = call(…)` / `var name = a.b(…)` at the start of a line: the declarations to mark. */
const TOP_LEVEL_CALL = /^((?:const|var|let) [\w$]+ = )(?=[\w$.]+\()/gm;

export function isAnatomyModule(id: string): boolean {
  const file = id.replace(/\\/g, '/').split('?')[0];
  return /\/node_modules\/@(chakra-ui|zag-js|ark-ui)\/.*anatomy\.m?js$/.test(file);
}

export function markAnatomyCallsPure(code: string): string {
  return code.replace(TOP_LEVEL_CALL, '$1/* @__PURE__ */ ');
}

export function pureAnatomies(): Plugin {
  return {
    name: 'academia:pure-anatomies',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!isAnatomyModule(id)) return null;
      return { code: markAnatomyCallsPure(code), map: null };
    },
  };
}
