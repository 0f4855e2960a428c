/**
 * What a command file needs from the runtime, in one import:
 *   import { type SlashCommand, UserError, makeCustomId } from '../src/bot/index.ts';
 */
export { choiceName, commandPartName, slashText } from './command-text.ts';
export {
  CUSTOM_ID_MAX,
  type CustomIdParts,
  type IntRange,
  intArg,
  makeCustomId,
  type ParsedCustomId,
  parseCustomId,
} from './customId.ts';
export {
  describeMissing,
  INVITE_PERMISSIONS,
  inviteUrl,
  listOf,
  missingPermissionNames,
  missingThreadPermissions,
  permissionName,
  requiredThreadPermissions,
  type ThreadKind,
} from './permissions.ts';
export type { DeferKind, ReplyInput, ReplyPayload, Responder } from './responder.ts';
export { MESSAGES } from './router.ts';
export {
  type BotContext,
  type Clock,
  type CommandData,
  type ComponentHandler,
  type Disposer,
  type HandlerContext,
  type RoutedInteraction,
  type Said,
  type SlashCommand,
  systemClock,
  UserError,
} from './types.ts';
