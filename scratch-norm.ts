import { TokenizerDe, TokenizerEs, TokenizerAr } from '@nlpjs/lang-de';
