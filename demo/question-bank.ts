import type { SeedQuestion } from "./subjects";

/** Tags every question of a seeded quiz carries (by quiz name). */
export const QUIZ_TAGS: Record<string, string[]> = {
  "Induction Agents": ["Pharmacology", "Induction agents"],
  "Neuromuscular Blockers": ["Pharmacology", "Neuromuscular block"],
  "Respiratory Physiology": ["Physiology", "Respiratory"],
  "Cardiovascular Physiology": ["Physiology", "Cardiovascular"],
  "Difficult Airway": ["Airway", "Emergencies"],
  "Airway Equipment": ["Airway", "Equipment"],
  "Local Anaesthetic Pharmacology": ["Regional", "Pharmacology"],
  "Neuraxial Blocks": ["Regional", "Neuraxial"],
};

/** Questions with a drawn figure, per-option explanations and a reference, added to a seeded quiz. */
export const BANK_QUESTIONS: Record<string, SeedQuestion[]> = {
  "Cardiovascular Physiology": [
    {
      text: "This lead II strip is recorded in recovery from a 70-year-old man. What is the rhythm?",
      image: {
        figure: "ecg",
        alt: "Lead II strip: regular narrow QRS complexes at about 75 per minute with a sawtooth baseline between them",
      },
      tags: ["ECG"],
      reference: "Miller's Anesthesia 9e, ch. 38 (cardiac physiology) and ch. 37 (perioperative arrhythmias)",
      explanation: "A sawtooth baseline at about 300 per minute with every fourth wave conducted is atrial flutter with 4:1 block.",
      options: [
        {
          text: "Atrial flutter with 4:1 block",
          isCorrect: true,
          explanation: "Regular flutter waves at 300/min; a QRS after every fourth one.",
        },
        {
          text: "Atrial fibrillation",
          isCorrect: false,
          explanation: "AF has no organised atrial waves and an irregularly irregular QRS rhythm.",
        },
        { text: "Sinus rhythm with artefact", isCorrect: false, explanation: "Artefact does not march through at a fixed rate and shape." },
        { text: "Ventricular tachycardia", isCorrect: false, explanation: "The complexes are narrow and the rate is about 75/min." },
      ],
    },
  ],
  "Respiratory Physiology": [
    {
      text: "A ventilated patient's capnogram looks like this. What is the most likely cause?",
      image: {
        figure: "capnogram",
        alt: "Capnogram: each breath rises slowly in a shark-fin shape with no flat alveolar plateau, peak about 44 mmHg",
      },
      tags: ["Capnography", "Emergencies"],
      reference: "Hardman JG, Oxford Textbook of Anaesthesia, ch. 'Monitoring: capnography'",
      explanation: "A slow phase II upstroke without a plateau means alveoli empty unevenly: obstruction to expiration.",
      options: [
        { text: "Bronchospasm", isCorrect: true, explanation: "Uneven emptying of obstructed alveoli gives the shark-fin shape." },
        { text: "Oesophageal intubation", isCorrect: false, explanation: "CO₂ would fade to zero within a few breaths." },
        { text: "Rebreathing", isCorrect: false, explanation: "Rebreathing raises the baseline above zero." },
        { text: "Cardiac arrest", isCorrect: false, explanation: "EtCO₂ would fall sharply, not keep a 44 mmHg peak." },
      ],
    },
  ],
};
