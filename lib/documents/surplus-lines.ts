// The surplus lines notice the declarations of a non-admitted policy print, by the insured's home state
// (pure). SAMPLE TEXT: the wording below is ours, written for this sandbox to show where each state's
// stamping and disclosure language goes; it is not any state's statutory wording, which must be taken
// from the state's code or stamping office before production use. Decision 017.

export interface SurplusLinesNotice {
  state: string | null;
  /** Which stamping office or regulator the sample names; null for the generic text. */
  office: string | null;
  text: string;
}

const SAMPLE = "Sample text, not statutory wording:";

const BY_STATE: Record<string, { office: string; text: string }> = {
  CA: {
    office: "Surplus Line Association of California",
    text: `${SAMPLE} this policy is placed with an insurer that is not admitted in California. It is not covered by the California Insurance Guarantee Association, and the policy is reported to and stamped by the Surplus Line Association of California.`,
  },
  TX: {
    office: "Surplus Lines Stamping Office of Texas",
    text: `${SAMPLE} this policy is written by an insurer not licensed in Texas and is placed as surplus lines coverage. The Texas guaranty association does not pay claims of this insurer, and the policy is filed with the Surplus Lines Stamping Office of Texas.`,
  },
  NY: {
    office: "Excess Line Association of New York",
    text: `${SAMPLE} the insurer of this policy is not authorised in New York and is not protected by the New York property and casualty security fund. The policy is submitted to the Excess Line Association of New York.`,
  },
  FL: {
    office: "Florida Surplus Lines Service Office",
    text: `${SAMPLE} this policy is issued by an eligible surplus lines insurer that is not a member of the Florida Insurance Guaranty Association; if the insurer cannot pay, claims are not paid by the association. Filed with the Florida Surplus Lines Service Office.`,
  },
  IL: {
    office: "Surplus Line Association of Illinois",
    text: `${SAMPLE} this policy is placed with a non-admitted insurer under the Illinois surplus line provisions. The Illinois Insurance Guaranty Fund does not cover it; the policy is recorded with the Surplus Line Association of Illinois.`,
  },
};

const GENERIC = `${SAMPLE} this policy is placed with a non-admitted (surplus lines) insurer through a licensed surplus lines broker. The insurer is not licensed by the state's insurance department, state guaranty funds do not cover it, and surplus lines tax and any stamping fee are charged as shown in the premium.`;

/** The state's sample notice, or the generic one when the state has none in the table (or is unknown). */
export function surplusLinesNotice(state: string | null | undefined): SurplusLinesNotice {
  const key = state?.toUpperCase() ?? null;
  const entry = key ? BY_STATE[key] : undefined;
  return entry ? { state: key, office: entry.office, text: entry.text } : { state: key, office: null, text: GENERIC };
}
