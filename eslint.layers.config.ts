// `npm run lint:layers`: the architecture's rules alone (config/layers.ts and the one import style), without type
// information, so they are checked in a minute on the whole tree. `npm run lint` (part of `npm test`) checks them with
// the rest.
import tseslint from 'typescript-eslint';
import { ignored, layerChecks } from './eslint.config.ts';

export default tseslint.config(ignored, { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...layerChecks);
