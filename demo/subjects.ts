import { inductionAgents } from "./quizzes/induction-agents";
import { neuromuscularBlockers } from "./quizzes/neuromuscular-blockers";
import { respiratoryPhysiology } from "./quizzes/respiratory-physiology";
import { cardiovascularPhysiology } from "./quizzes/cardiovascular-physiology";
import { difficultAirway } from "./quizzes/difficult-airway";
import { airwayEquipment } from "./quizzes/airway-equipment";
import { localAnaestheticPharmacology } from "./quizzes/local-anaesthetic-pharmacology";
import { neuraxialBlocks } from "./quizzes/neuraxial-blocks";
import type { SeedSubject } from "./seed-types";

export type { SeedOption, SeedQuestion, SeedQuiz, SeedSubject } from "./seed-types";

/** The demo catalogue: four subjects of two quizzes each (the quizzes in demo/quizzes/). */
export const seedSubjects: SeedSubject[] = [
  {
    name: "Pharmacology",
    description: "Core pharmacology for anaesthesia, covering intravenous induction agents, neuromuscular blockers and their reversal.",
    pricePkr: 500,
    quizzes: [inductionAgents, neuromuscularBlockers],
  },
  {
    name: "Physiology",
    description: "Applied respiratory and cardiovascular physiology relevant to the FCPS primary examination in anaesthesia.",
    pricePkr: 500,
    quizzes: [respiratoryPhysiology, cardiovascularPhysiology],
  },
  {
    name: "Airway Management",
    description: "Airway assessment, difficult airway algorithms and airway equipment for safe tracheal intubation and oxygenation.",
    pricePkr: 700,
    quizzes: [difficultAirway, airwayEquipment],
  },
  {
    name: "Regional Anaesthesia",
    description: "Local anaesthetic pharmacology, toxicity and neuraxial techniques for safe regional anaesthesia practice.",
    pricePkr: 600,
    quizzes: [localAnaestheticPharmacology, neuraxialBlocks],
  },
];
