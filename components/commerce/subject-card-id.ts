/** The id of a subject's card on /buy-quiz, so other screens can link to it (`/buy-quiz#…`). */
export const subjectCardId = (subjectId: string) => `subject-${subjectId}`;
