/** A static text page (about, terms, privacy, disclaimer, licenses): sections of paragraphs and lists. */
export interface InfoSection {
  heading: string;
  paragraphs?: string[];
  /** A bulleted list shown after the paragraphs. */
  items?: string[];
}

export interface InfoDocument {
  title: string;
  /** Browser-tab title when it should differ from "{title} | PhysioHub". */
  metaTitle?: string;
  metaDescription: string;
  /** Shown under the title; omitted on pages that are not dated agreements. */
  updated?: string;
  intro: string;
  sections: InfoSection[];
}
