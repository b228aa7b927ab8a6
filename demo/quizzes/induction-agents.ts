import type { SeedQuiz } from "../seed-types";

/** A demo quiz (listed in demo/subjects.ts), every option explained. */
export const inductionAgents: SeedQuiz = {
  name: "Induction Agents",
  description: "Six questions on intravenous induction agents. Choose the single best answer.",
  quizTimeMinutes: 8,
  eachQuestionMarks: 1,
  questions: [
    {
      text: "What is the usual intravenous induction dose of propofol in a healthy, unpremedicated adult?",
      explanation:
        "The usual adult induction dose of propofol is 1.5–2.5 mg/kg. Lower doses are needed in elderly, frail or haemodynamically compromised patients.",
      options: [
        {
          text: "0.5–1 mg/kg",
          isCorrect: false,
          explanation:
            "Nearer a sedative dose: it will not reliably induce anaesthesia in a fit, unpremedicated adult, although small titrated doses are used in frail or shocked patients.",
        },
        {
          text: "1.5–2.5 mg/kg",
          isCorrect: true,
          explanation:
            "The standard adult induction dose, producing loss of consciousness within about one arm–brain circulation time. Reduce it in the elderly, frail or hypovolaemic.",
        },
        {
          text: "3–5 mg/kg",
          isCorrect: false,
          explanation:
            "This is the adult induction dose of thiopental, not propofol. This much propofol in an adult would cause marked hypotension and apnoea.",
        },
        {
          text: "5–7 mg/kg",
          isCorrect: false,
          explanation:
            "Roughly three times the adult induction dose; it would cause profound hypotension and prolonged apnoea. No adult induction regimen uses propofol at this level.",
        },
      ],
    },
    {
      text: "Which induction agent causes adrenocortical suppression by inhibiting 11β-hydroxylase?",
      explanation: "Etomidate inhibits 11β-hydroxylase, reducing cortisol and aldosterone synthesis even after a single induction dose.",
      options: [
        {
          text: "Propofol",
          isCorrect: false,
          explanation:
            "Propofol does not inhibit steroid synthesis. It acts mainly by potentiating GABA-A receptors, and its chief drawback at induction is hypotension.",
        },
        {
          text: "Ketamine",
          isCorrect: false,
          explanation:
            "Ketamine is an NMDA receptor antagonist that stimulates the sympathetic nervous system. It does not inhibit cortisol synthesis.",
        },
        {
          text: "Thiopental",
          isCorrect: false,
          explanation:
            "Thiopental is a barbiturate that potentiates GABA-A receptors. It does not inhibit 11β-hydroxylase, though it is contraindicated in acute porphyria.",
        },
        {
          text: "Etomidate",
          isCorrect: true,
          explanation:
            "Etomidate, an imidazole, reversibly inhibits 11β-hydroxylase, lowering cortisol and aldosterone for hours after one dose. ICU infusions were linked to increased mortality.",
        },
      ],
    },
    {
      text: "What is the principal mechanism of action of ketamine?",
      explanation:
        "Ketamine is a non-competitive antagonist at the NMDA receptor, producing dissociative anaesthesia with profound analgesia.",
      options: [
        {
          text: "Non-competitive NMDA receptor antagonism",
          isCorrect: true,
          explanation:
            "Ketamine, a phencyclidine derivative, blocks the NMDA receptor ion channel, producing dissociative anaesthesia, profound analgesia and amnesia.",
        },
        {
          text: "Potentiation of GABA-A receptor activity",
          isCorrect: false,
          explanation:
            "This is the main action of propofol, thiopental, etomidate and the benzodiazepines. Ketamine has little clinically important action at GABA-A receptors.",
        },
        {
          text: "Alpha-2 adrenoceptor agonism",
          isCorrect: false,
          explanation:
            "This is how dexmedetomidine and clonidine produce sedation and analgesia. Ketamine instead increases sympathetic outflow, raising heart rate and blood pressure.",
        },
        {
          text: "Mu-opioid receptor agonism",
          isCorrect: false,
          explanation:
            "This is how morphine and fentanyl act. Ketamine has some weak opioid receptor activity, but its analgesia comes mainly from NMDA antagonism.",
        },
      ],
    },
    {
      text: "In which condition is thiopental absolutely contraindicated?",
      explanation:
        "Barbiturates induce hepatic ALA synthase and can precipitate a life-threatening crisis in acute porphyria. Thiopental is otherwise used in raised intracranial pressure and refractory status epilepticus.",
      options: [
        {
          text: "Raised intracranial pressure",
          isCorrect: false,
          explanation:
            "Thiopental lowers cerebral metabolic rate, cerebral blood flow and intracranial pressure, so it is used in neuroanaesthesia rather than avoided.",
        },
        {
          text: "Status epilepticus",
          isCorrect: false,
          explanation:
            "Thiopental is a potent anticonvulsant and is used to treat refractory status epilepticus, so this is an indication, not a contraindication.",
        },
        {
          text: "Acute intermittent porphyria",
          isCorrect: true,
          explanation:
            "Barbiturates induce ALA synthase and increase porphyrin production, which can precipitate an acute attack with abdominal pain, neuropathy, paralysis and cardiovascular instability.",
        },
        {
          text: "Pregnancy",
          isCorrect: false,
          explanation:
            "Pregnancy is not a contraindication. Thiopental was long the standard induction agent for caesarean section under general anaesthesia.",
        },
      ],
    },
    {
      text: "Rapid recovery of consciousness after a single induction dose of thiopental is mainly due to:",
      explanation:
        "Consciousness returns as the drug redistributes from the brain to muscle and then fat. Hepatic metabolism is slow and contributes little to recovery from a single bolus.",
      options: [
        {
          text: "Rapid hepatic metabolism",
          isCorrect: false,
          explanation:
            "Thiopental has a low hepatic extraction ratio and is metabolised slowly, so metabolism adds little to waking after one dose but explains accumulation after repeated doses.",
        },
        {
          text: "Redistribution from the brain to other tissues",
          isCorrect: true,
          explanation:
            "After a bolus, thiopental reaches the well-perfused brain first, then redistributes to muscle and later fat, so brain levels fall and consciousness returns within minutes.",
        },
        {
          text: "Renal excretion of unchanged drug",
          isCorrect: false,
          explanation:
            "Very little thiopental is excreted unchanged in urine because it is lipid soluble and highly protein bound; it is cleared by hepatic metabolism.",
        },
        {
          text: "Hydrolysis by plasma esterases",
          isCorrect: false,
          explanation:
            "Esterase hydrolysis ends the action of remifentanil, and plasma cholinesterase that of suxamethonium. Thiopental is not an ester, so esterases do not break it down.",
        },
      ],
    },
    {
      text: "The standard 1% propofol emulsion contains which of the following?",
      explanation:
        "Propofol is formulated in soya bean oil, glycerol and purified egg phosphatide. The original Cremophor EL formulation was withdrawn because of anaphylactoid reactions.",
      options: [
        {
          text: "Cremophor EL",
          isCorrect: false,
          explanation:
            "Polyoxyethylated castor oil was the solvent of the original propofol formulation and of Althesin; it was abandoned because of anaphylactoid reactions.",
        },
        {
          text: "35% propylene glycol",
          isCorrect: false,
          explanation:
            "35% propylene glycol is the solvent of the original etomidate formulation, and contributes to its pain on injection and thrombophlebitis.",
        },
        {
          text: "Sulfobutylether cyclodextrin",
          isCorrect: false,
          explanation:
            "This cyclodextrin solubilises some drugs, such as intravenous voriconazole, and has been tried in experimental aqueous propofol formulations, but not in the standard emulsion.",
        },
        {
          text: "Soya bean oil, glycerol and purified egg phosphatide",
          isCorrect: true,
          explanation:
            "1% propofol contains 10% soya bean oil, 2.25% glycerol and 1.2% purified egg phosphatide; some brands add disodium edetate or sodium metabisulfite to limit bacterial growth.",
        },
      ],
    },
  ],
};
