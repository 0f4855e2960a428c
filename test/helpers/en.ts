/** A session text as English readers get it (the catalog's en-US), to compare with what the bot said. */
import { SOURCE_LOCALE, say, type Text } from '../../src/i18n/index.ts';

export const en = (text: Text | string): string => (typeof text === 'string' ? text : say(SOURCE_LOCALE, text));
