/**
 * A label placed mid-sentence ("Enter {{label, midSentence}}" → "Enter code"): English labels are capitalised
 * on their own, so the first letter goes lower case, unless the label starts with an acronym ("IP address").
 * Scripts without case (Chinese, Japanese, Korean) pass unchanged.
 */
export const midSentence = (label: string): string =>
  /^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
