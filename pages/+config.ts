// https://vike.dev/config
import type { Config } from 'vike/types';

export default {
  clientRouting: true,
  hydrationCanBeAborted: true,
  passToClient: ['region', 'logicalPath', 'serverNow', 'preview', 'data'],
} satisfies Config;
