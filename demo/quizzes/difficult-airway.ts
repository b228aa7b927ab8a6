import type { SeedQuiz } from "../seed-types";

/** A demo quiz (listed in demo/subjects.ts), every option explained. */
export const difficultAirway: SeedQuiz = {
  name: "Difficult Airway",
  description:
    "Six questions on airway assessment and the Difficult Airway Society (DAS) guidelines, worth 2 marks each. Choose the single best answer.",
  quizTimeMinutes: 7,
  eachQuestionMarks: 2,
  questions: [
    {
      text: "In the modified Mallampati classification (Samsoon and Young), what can be seen in class III?",
      explanation:
        "Class III means only the soft palate and the base of the uvula are visible. In class IV the soft palate is not seen at all and only the hard palate is visible.",
      options: [
        {
          text: "Hard palate only",
          isCorrect: false,
          explanation:
            "Only the hard palate visible is class IV in the Samsoon and Young modification, where the soft palate cannot be seen at all.",
        },
        {
          text: "Soft palate, fauces, uvula and pillars",
          isCorrect: false,
          explanation: "This is class I, which suggests easy laryngoscopy, although no single bedside test is reliable on its own.",
        },
        {
          text: "Soft palate, fauces and uvula",
          isCorrect: false,
          explanation: "This is class II: the faucial pillars are hidden by the tongue, but the fauces and uvula are still seen.",
        },
        {
          text: "Soft palate and base of the uvula",
          isCorrect: true,
          explanation:
            "Class III: only the soft palate and the base of the uvula are seen. Classes III and IV are associated with more difficult laryngoscopy.",
        },
      ],
    },
    {
      text: "A Cormack–Lehane grade 3 view at direct laryngoscopy means:",
      explanation:
        "In grade 3 only the epiglottis is seen. In grade 2 part of the glottis is visible, and in grade 4 not even the epiglottis can be seen.",
      options: [
        {
          text: "Only the epiglottis is visible",
          isCorrect: true,
          explanation:
            "In grade 3 the epiglottis is seen but no part of the glottis, so a bougie is often needed. Cook divides it into 3a (epiglottis liftable) and 3b (epiglottis adherent).",
        },
        {
          text: "Most of the glottis is visible",
          isCorrect: false,
          explanation: "A view of most or all of the glottis is grade 1, seen at most straightforward laryngoscopies.",
        },
        {
          text: "Only the posterior part of the glottis or the arytenoids are visible",
          isCorrect: false,
          explanation:
            "This is grade 2. Cook's modification divides it into 2a (part of the cords visible) and 2b (only the arytenoids or posterior cords).",
        },
        {
          text: "Neither the glottis nor the epiglottis is visible",
          isCorrect: false,
          explanation: "This is grade 4, which usually needs another technique, such as videolaryngoscopy or fibreoptic intubation.",
        },
      ],
    },
    {
      text: "Which thyromental distance, measured with the head fully extended, suggests possible difficult laryngoscopy?",
      explanation:
        "A thyromental distance of less than about 6 cm suggests a small mandibular space and possible difficult laryngoscopy. It is a poor predictor on its own and is best combined with other tests.",
      options: [
        {
          text: "Greater than 12 cm",
          isCorrect: false,
          explanation: "A long thyromental distance suggests ample mandibular space; it does not predict difficult laryngoscopy.",
        },
        {
          text: "Less than 6 cm",
          isCorrect: true,
          explanation:
            "Under about 6 cm (roughly three finger-breadths) suggests a small mandibular space into which the tongue cannot easily be displaced at laryngoscopy.",
        },
        {
          text: "Less than 10 cm",
          isCorrect: false,
          explanation:
            "A 10 cm cut-off would label many normal adults as difficult. The longer cut-off of about 12.5 cm belongs to the sternomental distance.",
        },
        {
          text: "Greater than 6.5 cm",
          isCorrect: false,
          explanation:
            "A thyromental distance over 6.5 cm is generally taken as normal and, other things being equal, predicts easier laryngoscopy.",
        },
      ],
    },
    {
      text: "In a 'can't intubate, can't oxygenate' (CICO) situation, which technique is recommended by the DAS 2015 guidelines?",
      explanation:
        "DAS 2015 recommends scalpel cricothyroidotomy using a wide (No. 10) blade, a bougie and a size 6.0 mm cuffed tracheal tube. Further attempts at laryngoscopy only delay oxygenation.",
      options: [
        {
          text: "Needle cricothyroidotomy with low-pressure oxygen",
          isCorrect: false,
          explanation:
            "Narrow cannulae with low-pressure oxygen cannot ventilate adequately and often kink or dislodge; DAS 2015 recommends the scalpel technique in adults.",
        },
        {
          text: "Repeated attempts at laryngoscopy with a different blade",
          isCorrect: false,
          explanation:
            "Once CICO is declared, further laryngoscopy wastes time and adds airway trauma; front-of-neck access should be performed at once.",
        },
        {
          text: "Scalpel–bougie–tube technique with a No. 10 blade and a 6.0 mm cuffed tube",
          isCorrect: true,
          explanation:
            "Cut through the cricothyroid membrane, rotate the blade 90°, pass a bougie into the trachea beside it and railroad the cuffed tube; it is quick and gives a cuffed airway.",
        },
        {
          text: "Formal surgical tracheostomy",
          isCorrect: false,
          explanation:
            "Tracheostomy is too slow and complex for an emergency; the cricothyroid membrane is more superficial and less vascular, so it is the route of choice.",
        },
      ],
    },
    {
      text: "According to DAS 2015 guidance, what is the maximum number of attempts at tracheal intubation during Plan A?",
      explanation:
        "No more than three attempts should be made, with one further attempt allowed by a more experienced colleague. After that, failed intubation should be declared and Plan B started.",
      options: [
        {
          text: "One",
          isCorrect: false,
          explanation:
            "More than one attempt is allowed, but each should be optimised (position, bougie or videolaryngoscope, muscle relaxation) so that attempts are not simply repeated.",
        },
        {
          text: "Two",
          isCorrect: false,
          explanation:
            "DAS 2015 allows up to three attempts, plus one by a more experienced colleague. Stopping sooner is reasonable if further attempts seem futile.",
        },
        {
          text: "Unlimited, as long as SpO₂ stays above 90%",
          isCorrect: false,
          explanation:
            "Repeated attempts cause swelling and bleeding and can turn failed intubation into CICO, even while saturation is maintained.",
        },
        {
          text: "Three, plus one more by a more experienced colleague",
          isCorrect: true,
          explanation:
            "Limiting attempts reduces airway trauma. After the last attempt, declare failed intubation and move to Plan B, a second-generation supraglottic airway.",
        },
      ],
    },
    {
      text: "Preoxygenation before induction is considered adequate when the end-tidal oxygen fraction reaches at least:",
      explanation:
        "An end-tidal oxygen fraction of 0.9 or more shows that most of the nitrogen in the FRC has been replaced by oxygen, prolonging the safe apnoea time. A value of 1.0 cannot be reached because of alveolar CO₂ and water vapour.",
      options: [
        {
          text: "0.5",
          isCorrect: false,
          explanation:
            "An end-tidal oxygen fraction of 0.5 means much nitrogen remains in the FRC, so the oxygen store and safe apnoea time are far below what full preoxygenation gives.",
        },
        {
          text: "0.7",
          isCorrect: false,
          explanation:
            "Still inadequate, as nitrogen remains in the FRC. Tidal breathing of 100% oxygen for 3 minutes, or 8 deep breaths in 60 seconds, usually achieves 0.9.",
        },
        {
          text: "0.9",
          isCorrect: true,
          explanation:
            "An end-tidal oxygen fraction of 0.9 or more shows near-complete denitrogenation, giving a healthy adult several minutes of apnoea before desaturation.",
        },
        {
          text: "1.0",
          isCorrect: false,
          explanation:
            "This cannot be reached, because alveolar gas always contains CO₂ and water vapour as well as oxygen; 0.9 is the practical target.",
        },
      ],
    },
  ],
};
