import type { z } from 'zod';

/** The four hub paths of the live connection (chatroom-and-streaming.md section 2). */
export const HubPath = {
  Chatroom: '/chatroomhub',
  Entertainment: '/entertainmenthub',
  StreamerSchedule: '/streamerschedulehub',
  Common: '/commonhub',
} as const;
export type HubPath = (typeof HubPath)[keyof typeof HubPath];

/** Every hub path, in declaration order. */
export const HUB_PATHS: readonly HubPath[] = Object.values(HubPath);

/**
 * A server method a client invokes (`connection.invoke(name, ...args)`).
 * `args` is the positional argument list as a zod tuple: SignalR sends arguments as a JSON
 * array, and the JS client turns an omitted trailing argument into `null`, so optional
 * trailing arguments are declared `.nullish()`.
 */
export interface HubMethodDef<
  Name extends string = string,
  Args extends z.ZodTuple = z.ZodTuple,
  Res extends z.ZodType = z.ZodType,
> {
  name: Name;
  /** The hubs that expose the method. */
  hubs: readonly HubPath[];
  args: Args;
  /** The Completion `result`. */
  result: Res;
  summary: string;
}

/**
 * A client event the server pushes (`connection.on(name, (...args) => …)`): an Invocation
 * without invocationId whose `arguments` match `args`.
 */
export interface HubEventDef<Name extends string = string, Args extends z.ZodTuple = z.ZodTuple> {
  name: Name;
  hubs: readonly HubPath[];
  args: Args;
  summary: string;
}

/** Declares a hub method; the identity function keeps the literal types. */
export function defineHubMethod<const Name extends string, Args extends z.ZodTuple, Res extends z.ZodType>(
  def: HubMethodDef<Name, Args, Res>,
): HubMethodDef<Name, Args, Res> {
  return def;
}

/** Declares a client event; the identity function keeps the literal types. */
export function defineHubEvent<const Name extends string, Args extends z.ZodTuple>(
  def: HubEventDef<Name, Args>,
): HubEventDef<Name, Args> {
  return def;
}
