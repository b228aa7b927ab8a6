import type { SeedQuiz } from "../seed-types";

/** A demo quiz (listed in demo/subjects.ts), every option explained. */
export const respiratoryPhysiology: SeedQuiz = {
  name: "Respiratory Physiology",
  description: "Seven questions on lung volumes, oxygen carriage and the control of breathing. Choose the single best answer.",
  quizTimeMinutes: 10,
  eachQuestionMarks: 1,
  questions: [
    {
      text: "What is the approximate functional residual capacity (FRC) of a healthy 70 kg adult in the upright position?",
      explanation:
        "FRC (expiratory reserve volume plus residual volume) is about 2.5–3 L in an upright adult; residual volume alone is about 1.2 L. FRC falls on lying supine and falls further under general anaesthesia.",
      options: [
        {
          text: "0.5 L",
          isCorrect: false,
          explanation:
            "About 0.5 L is a normal resting tidal volume in a 70 kg adult, not the volume left in the lungs at the end of a quiet expiration.",
        },
        {
          text: "1.2 L",
          isCorrect: false,
          explanation:
            "About 1.2 L is the residual volume, left after a maximal expiration. FRC is the residual volume plus the expiratory reserve volume.",
        },
        {
          text: "2.5 L",
          isCorrect: true,
          explanation:
            "FRC is the oxygen store during apnoea, which is why its fall on lying supine and under general anaesthesia shortens the time to desaturation.",
        },
        {
          text: "5 L",
          isCorrect: false,
          explanation:
            "About 5 L is close to the vital capacity of a young adult man, and total lung capacity is about 6 L. FRC is roughly half of this.",
        },
      ],
    },
    {
      text: "Which of the following shifts the oxyhaemoglobin dissociation curve to the right?",
      explanation:
        "Increased 2,3-DPG, acidosis, hypercapnia and raised temperature shift the curve to the right, favouring oxygen unloading. Hypothermia, alkalosis and carbon monoxide shift it to the left.",
      options: [
        {
          text: "Increased red cell 2,3-diphosphoglycerate (2,3-DPG)",
          isCorrect: true,
          explanation:
            "2,3-DPG binds deoxyhaemoglobin and stabilises the T state, lowering oxygen affinity. It rises in chronic hypoxia, anaemia and at altitude, and falls in stored blood.",
        },
        {
          text: "Hypothermia",
          isCorrect: false,
          explanation:
            "Cooling increases the oxygen affinity of haemoglobin and shifts the curve to the left, so less oxygen is unloaded to the tissues.",
        },
        {
          text: "Respiratory alkalosis",
          isCorrect: false,
          explanation:
            "A rise in pH increases oxygen affinity (the Bohr effect), shifting the curve to the left, so hyperventilation can impair oxygen unloading.",
        },
        {
          text: "Carbon monoxide poisoning",
          isCorrect: false,
          explanation:
            "Carbon monoxide binds haemoglobin over 200 times more avidly than oxygen, reducing oxygen content and shifting the curve of the remaining haemoglobin to the left.",
        },
      ],
    },
    {
      text: "What is the P50 of normal adult haemoglobin?",
      explanation:
        "The P50 of adult haemoglobin A is about 3.5 kPa (approximately 27 mmHg). Fetal haemoglobin has a lower P50 of about 2.4 kPa, reflecting its higher oxygen affinity.",
      options: [
        {
          text: "2.4 kPa",
          isCorrect: false,
          explanation:
            "About 2.4 kPa (18 mmHg) is the P50 of fetal haemoglobin, which binds 2,3-DPG poorly and so has a higher oxygen affinity.",
        },
        {
          text: "3.5 kPa",
          isCorrect: true,
          explanation:
            "Adult haemoglobin is 50% saturated at a PO₂ of about 3.5 kPa (27 mmHg) under standard conditions: pH 7.4, 37 °C and PCO₂ 5.3 kPa.",
        },
        {
          text: "5.3 kPa",
          isCorrect: false,
          explanation:
            "5.3 kPa (40 mmHg) is the normal PaCO₂, and roughly the normal mixed venous PO₂, at which haemoglobin is about 75% saturated.",
        },
        {
          text: "8.0 kPa",
          isCorrect: false,
          explanation:
            "At about 8 kPa (60 mmHg) haemoglobin is about 90% saturated, at the shoulder of the curve; a PaO₂ below 8 kPa defines respiratory failure.",
        },
      ],
    },
    {
      text: "What is the main stimulus for hypoxic pulmonary vasoconstriction?",
      explanation:
        "Hypoxic pulmonary vasoconstriction is triggered mainly by low alveolar PO₂, diverting blood away from poorly ventilated lung units to improve V/Q matching.",
      options: [
        {
          text: "A high alveolar PO₂",
          isCorrect: false,
          explanation:
            "A high alveolar PO₂ relieves hypoxic pulmonary vasoconstriction; this is why oxygen lowers pulmonary vascular resistance in hypoxic lung disease.",
        },
        {
          text: "Anaemia",
          isCorrect: false,
          explanation:
            "Anaemia lowers oxygen content but not alveolar PO₂. HPV is driven mainly by alveolar hypoxia, with a smaller contribution from mixed venous PO₂.",
        },
        {
          text: "A fall in pulmonary artery pressure",
          isCorrect: false,
          explanation:
            "HPV raises pulmonary artery pressure rather than responding to a fall in it; widespread HPV, as at altitude, causes pulmonary hypertension.",
        },
        {
          text: "A low alveolar PO₂",
          isCorrect: true,
          explanation:
            "Alveolar hypoxia constricts nearby small pulmonary arteries, diverting blood to better ventilated lung. Vasodilators and volatile agents inhibit it, which matters in one-lung ventilation.",
        },
      ],
    },
    {
      text: "What is the approximate anatomical dead space in a healthy adult?",
      explanation: "Anatomical dead space is about 2 mL/kg (roughly 150 mL in a 70 kg adult) and can be measured by Fowler's method.",
      options: [
        {
          text: "0.5 mL/kg",
          isCorrect: false,
          explanation: "About a quarter of the true value. Anatomical dead space is about 2 mL/kg, roughly 150 mL in a 70 kg adult.",
        },
        {
          text: "2 mL/kg",
          isCorrect: true,
          explanation:
            "The conducting airways from mouth to terminal bronchioles hold about 150 mL in a 70 kg adult, so about 30% of a 500 mL tidal breath takes no part in gas exchange.",
        },
        {
          text: "7 mL/kg",
          isCorrect: false,
          explanation: "About 7 mL/kg is a typical resting tidal volume (about 500 mL in a 70 kg adult), not the dead space within it.",
        },
        {
          text: "15 mL/kg",
          isCorrect: false,
          explanation:
            "Far too large, over 1 L in a 70 kg adult. Tidal volumes of 10–15 mL/kg were once used in ventilation, but anatomical dead space is about 2 mL/kg.",
        },
      ],
    },
    {
      text: "The central chemoreceptors in the medulla respond mainly to:",
      explanation:
        "CO₂ crosses the blood–brain barrier and is hydrated to produce H+ in the CSF, which stimulates the central chemoreceptors. Hypoxaemia is sensed by the peripheral (carotid and aortic body) chemoreceptors.",
      options: [
        {
          text: "Changes in CSF hydrogen ion concentration caused by changes in PaCO₂",
          isCorrect: true,
          explanation:
            "CO₂ diffuses freely into CSF, which has little protein buffer, so a rise in PaCO₂ quickly lowers CSF pH; this drives most of the ventilatory response to CO₂.",
        },
        {
          text: "A fall in arterial PO₂",
          isCorrect: false,
          explanation:
            "Hypoxaemia is sensed by the carotid and aortic bodies. Hypoxia directly depresses, rather than stimulates, the medullary neurones.",
        },
        {
          text: "A rise in arterial lactate",
          isCorrect: false,
          explanation:
            "Lactic acidosis stimulates breathing mainly through the carotid bodies, because H+ crosses the blood–brain barrier poorly.",
        },
        {
          text: "Changes in plasma potassium concentration",
          isCorrect: false,
          explanation:
            "A rise in potassium can stimulate the carotid bodies, but potassium is not the stimulus for the central chemoreceptors.",
        },
      ],
    },
  ],
};
