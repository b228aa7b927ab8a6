import type { SeedQuestion } from "./subjects";

/** Single best answer, option texts in order, the index of the key, and its tags (the bank's, once the test closes). */
const sba = (text: string, explanation: string, choices: string[], key: number, tags: string[]): SeedQuestion => ({
  text,
  explanation,
  tags,
  options: choices.map((choice, index) => ({ text: choice, isCorrect: index === key })),
});

/** The demo grand tests' papers: two disjoint sets, so the closed one's review never tells the open one's key. */
export const CLOSED_PAPER: SeedQuestion[] = [
  sba(
    "Which volatile agent has the lowest blood:gas partition coefficient?",
    "Desflurane (0.42) is less soluble than sevoflurane (0.65), isoflurane (1.4) and halothane (2.4).",
    ["Halothane", "Isoflurane", "Sevoflurane", "Desflurane"],
    3,
    ["Pharmacology", "Inhalational agents"],
  ),
  sba(
    "The MAC of sevoflurane in a 40-year-old adult is closest to:",
    "Sevoflurane MAC is about 2 % at 40 years; it falls about 6 % per decade.",
    ["0.75 %", "1.2 %", "2 %", "6 %"],
    2,
    ["Pharmacology", "Inhalational agents"],
  ),
  sba(
    "Suxamethonium is metabolised mainly by:",
    "Plasma (pseudo)cholinesterase hydrolyses suxamethonium.",
    ["Acetylcholinesterase", "Plasma cholinesterase", "Hofmann elimination", "Hepatic CYP3A4"],
    1,
    ["Pharmacology", "Neuromuscular block"],
  ),
  sba(
    "Which nerve supplies sensation to the larynx above the vocal cords?",
    "The internal branch of the superior laryngeal nerve supplies the mucosa above the cords.",
    ["Recurrent laryngeal nerve", "External laryngeal nerve", "Internal laryngeal nerve", "Glossopharyngeal nerve"],
    2,
    ["Airway"],
  ),
  sba(
    "Normal adult functional residual capacity is about:",
    "FRC is about 30 mL/kg, roughly 2.5 L in an adult.",
    ["0.5 L", "1.2 L", "2.5 L", "4.5 L"],
    2,
    ["Physiology", "Respiratory"],
  ),
  sba(
    "Atracurium is broken down chiefly by:",
    "Hofmann elimination and ester hydrolysis; it does not need the liver or kidney.",
    ["Hofmann elimination", "Renal excretion", "Biliary excretion", "Plasma cholinesterase alone"],
    0,
    ["Pharmacology", "Neuromuscular block"],
  ),
  sba(
    "The maximum safe dose of plain lidocaine is:",
    "3 mg/kg plain, 7 mg/kg with adrenaline.",
    ["1 mg/kg", "3 mg/kg", "7 mg/kg", "10 mg/kg"],
    1,
    ["Regional", "Pharmacology"],
  ),
  sba(
    "Sugammadex reverses rocuronium by:",
    "It encapsulates the steroidal blocker in a 1:1 complex.",
    ["Inhibiting acetylcholinesterase", "Encapsulating the drug", "Competing at the receptor", "Speeding hepatic uptake"],
    1,
    ["Pharmacology", "Neuromuscular block"],
  ),
  sba(
    "Cerebral blood flow in a normal adult is about:",
    "About 50 mL/100 g/min, some 750 mL/min or 15 % of cardiac output.",
    ["15 mL/100 g/min", "50 mL/100 g/min", "100 mL/100 g/min", "150 mL/100 g/min"],
    1,
    ["Physiology", "Neuroanaesthesia"],
  ),
  sba(
    "The P50 of normal adult haemoglobin is:",
    "Adult haemoglobin is half saturated at about 3.5 kPa (26.6 mmHg).",
    ["1.5 kPa", "3.5 kPa", "5.3 kPa", "7.0 kPa"],
    1,
    ["Physiology", "Respiratory"],
  ),
];

export const OPEN_PAPER: SeedQuestion[] = [
  sba(
    "Ketamine acts mainly as an antagonist at:",
    "Ketamine is a non-competitive NMDA receptor antagonist.",
    ["GABA-A receptors", "NMDA receptors", "Opioid mu receptors", "Alpha-2 receptors"],
    1,
    ["Pharmacology", "Induction agents"],
  ),
  sba(
    "Which induction agent best preserves blood pressure?",
    "Etomidate causes the least cardiovascular depression.",
    ["Propofol", "Thiopentone", "Etomidate", "Methohexitone"],
    2,
    ["Pharmacology", "Induction agents"],
  ),
  sba(
    "The volume of the adult anatomical dead space is about:",
    "About 2 mL/kg, some 150 mL in an adult.",
    ["50 mL", "150 mL", "350 mL", "500 mL"],
    1,
    ["Physiology", "Respiratory"],
  ),
  sba(
    "Dantrolene treats malignant hyperthermia by:",
    "It blocks calcium release through the ryanodine (RyR1) receptor.",
    ["Blocking RyR1 calcium release", "Blocking the neuromuscular junction", "Cooling the core", "Inhibiting COX"],
    0,
    ["Pharmacology", "Emergencies"],
  ),
  sba(
    "Which opioid has an active metabolite that accumulates in renal failure?",
    "Morphine-6-glucuronide accumulates and prolongs the effect.",
    ["Fentanyl", "Remifentanil", "Morphine", "Alfentanil"],
    2,
    ["Pharmacology", "Opioids"],
  ),
  sba(
    "Neostigmine is given with glycopyrrolate to:",
    "Glycopyrrolate blocks the muscarinic effects, chiefly bradycardia.",
    ["Speed the reversal", "Prevent bradycardia", "Prevent hypertension", "Reduce nausea"],
    1,
    ["Pharmacology", "Neuromuscular block"],
  ),
  sba(
    "The oxygen content of 1 g of fully saturated haemoglobin is:",
    "Hüfner's constant: 1.34 mL O₂ per g of haemoglobin.",
    ["0.003 mL", "1.34 mL", "3.4 mL", "13.4 mL"],
    1,
    ["Physiology", "Respiratory"],
  ),
  sba(
    "A Mallampati class III view shows:",
    "Class III: the soft palate and the base of the uvula only.",
    ["Soft palate, fauces, uvula, pillars", "Soft palate, fauces, uvula", "Soft palate and base of uvula", "Hard palate only"],
    2,
    ["Airway"],
  ),
];
