import { canonicalize } from './src/parse-canonical.ts';
import { normalize } from './src/text.ts';
console.log(canonicalize(normalize('mi hija de 4 años no quiere dormir en su cama'), 'es'));
console.log(canonicalize(normalize('meine Tochter ist 5 Jahre alt und schläft nicht allein'), 'de'));
console.log(canonicalize(normalize('ابني عمره 5 سنوات'), 'ar'));
