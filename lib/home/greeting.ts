/**
 * The learner home's title (docs/rules.md, "Learner home"): "Welcome" until they have studied
 * anything (a review card exists from the first key they see, or something is open), "Welcome back" after.
 */
export function homeGreeting(name: string, studied: { cards: number; openWork: number }): string {
  const firstName = name.trim().split(/\s+/)[0];
  const words = studied.cards > 0 || studied.openWork > 0 ? "Welcome back" : "Welcome";
  return firstName ? `${words}, ${firstName}` : words;
}
