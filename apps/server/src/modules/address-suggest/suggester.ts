import type { AddressSuggestion } from '@fireline/shared';
import type { Reach } from '../../core/scope';

/** What a suggestion source is asked: the text typed, the region picked (if any) and the configured region's name. */
export type SuggestInput = { keyword: string; regionCode?: string; regionName: string; limit: number };
/** What a source may know of the caller: whose archives they reach (their organisation's and their scope's). */
export type SuggestCaller = Reach;

/** A source of address suggestions: the addresses on file (offline, always), a maps service (when configured). */
export type AddressSuggester = {
  name: string;
  suggest: (input: SuggestInput, caller: SuggestCaller) => Promise<AddressSuggestion[]>;
};

/** Suggestions read as full addresses: the configured region comes first unless the text already starts with it. */
export const withRegionPrefix = (regionName: string, text: string) =>
  regionName && !text.startsWith(regionName) ? `${regionName}${text}` : text;
