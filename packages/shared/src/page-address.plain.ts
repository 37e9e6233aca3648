import type * as pages from './pages.plain.ts';

/** One of the pages' patterns. */
export type PagePattern = (typeof pages)[keyof typeof pages];
type ParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
/** What a pattern's parameters are filled with: '/agent/:agentId' takes { agentId }. */
export type PageParams<P extends string> = Record<ParamName<P>, string>;

/** A page's address: its pattern with each parameter filled in. */
export const pageAddress = <P extends string>(pattern: P, params: PageParams<P>) =>
  pattern.replace(/:(\w+)/g, (_, name: ParamName<P>) => encodeURIComponent(params[name]));
