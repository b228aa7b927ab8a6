import type { SeedQuiz } from "../seed-types";

/** A demo quiz (listed in demo/subjects.ts), every option explained. */
export const cardiovascularPhysiology: SeedQuiz = {
  name: "Cardiovascular Physiology",
  description:
    "Seven questions on cardiac output, the cardiac cycle and oxygen delivery, worth 2 marks each. Choose the single best answer.",
  quizTimeMinutes: 6,
  eachQuestionMarks: 2,
  questions: [
    {
      text: "During which phase of the cardiac cycle does most left ventricular coronary blood flow occur?",
      explanation:
        "Subendocardial vessels of the left ventricle are compressed during systole, so most left ventricular perfusion occurs in diastole. Tachycardia shortens diastole and can therefore cause ischaemia.",
      options: [
        {
          text: "Isovolumetric contraction",
          isCorrect: false,
          explanation:
            "Intramyocardial pressure rises steeply as the ventricle contracts against closed valves, compressing the vessels; left coronary flow is lowest, even briefly reversed, here.",
        },
        {
          text: "Ventricular ejection",
          isCorrect: false,
          explanation:
            "The subendocardium stays compressed during ejection, so left ventricular flow is low. The right ventricle, at lower pressure, is perfused in both systole and diastole.",
        },
        {
          text: "Diastole",
          isCorrect: true,
          explanation:
            "Left coronary flow peaks in early diastole as the myocardium relaxes; coronary perfusion pressure is aortic diastolic pressure minus LV end-diastolic pressure.",
        },
        {
          text: "Equally throughout the cycle",
          isCorrect: false,
          explanation:
            "This is closer to the pattern in the right ventricle, whose lower wall tension lets flow continue in systole; left ventricular flow is mainly diastolic.",
        },
      ],
    },
    {
      text: "A patient has a heart rate of 80 beats/min and a stroke volume of 70 mL. What is the cardiac output?",
      explanation: "Cardiac output equals heart rate multiplied by stroke volume: 80 × 70 mL = 5600 mL/min, or 5.6 L/min.",
      options: [
        {
          text: "4.2 L/min",
          isCorrect: false,
          explanation: "This is the result for a heart rate of 60 beats/min (60 × 70 mL = 4.2 L/min), not 80 beats/min.",
        },
        {
          text: "5.6 L/min",
          isCorrect: true,
          explanation: "Cardiac output = heart rate × stroke volume = 80 × 70 mL = 5600 mL/min = 5.6 L/min.",
        },
        {
          text: "6.4 L/min",
          isCorrect: false,
          explanation: "This would need a stroke volume of 80 mL at 80 beats/min (80 × 80 mL); it is not the product of the values given.",
        },
        {
          text: "8.0 L/min",
          isCorrect: false,
          explanation:
            "This would need, for example, a stroke volume of 100 mL at 80 beats/min. With a stroke volume of 70 mL, 80 × 70 mL is 5.6 L/min.",
        },
      ],
    },
    {
      text: "The Frank–Starling mechanism describes:",
      explanation:
        "Greater end-diastolic fibre length (preload) increases the force of contraction and so the stroke volume. The other options describe the Bainbridge reflex, the baroreceptor reflex and the Bowditch (treppe) effect.",
      options: [
        {
          text: "An increase in stroke volume with increased ventricular end-diastolic fibre length",
          isCorrect: true,
          explanation:
            "Stretch improves myofilament overlap and calcium sensitivity, increasing contractile force, so stroke volume matches venous return.",
        },
        {
          text: "An increase in heart rate in response to atrial stretch",
          isCorrect: false,
          explanation:
            "This is the Bainbridge reflex: atrial stretch receptors increase heart rate via vagal afferents when venous return rises.",
        },
        {
          text: "A reflex bradycardia in response to a rise in arterial pressure",
          isCorrect: false,
          explanation:
            "This is the baroreceptor reflex: stretch of the carotid sinus and aortic arch increases vagal and reduces sympathetic outflow.",
        },
        {
          text: "An increase in contractility with an increase in heart rate",
          isCorrect: false,
          explanation:
            "This is the Bowditch (staircase or treppe) effect, a force–frequency relationship, not the length–tension relationship of Frank–Starling.",
        },
      ],
    },
    {
      text: "Using the standard estimate, what is the mean arterial pressure when the blood pressure is 120/60 mmHg?",
      explanation: "MAP ≈ diastolic pressure + one third of the pulse pressure = 60 + (60/3) = 80 mmHg.",
      options: [
        {
          text: "70 mmHg",
          isCorrect: false,
          explanation:
            "This underestimates: the standard estimate adds one third of the pulse pressure (60/3 = 20 mmHg) to the diastolic pressure of 60 mmHg, giving 80 mmHg.",
        },
        {
          text: "80 mmHg",
          isCorrect: true,
          explanation:
            "MAP ≈ diastolic + (systolic − diastolic)/3 = 60 + 20 = 80 mmHg, because about two thirds of the cardiac cycle is diastole at normal heart rates.",
        },
        {
          text: "90 mmHg",
          isCorrect: false,
          explanation:
            "90 mmHg is the simple average of 120 and 60; it overestimates MAP because the heart spends longer in diastole than in systole at normal rates.",
        },
        {
          text: "100 mmHg",
          isCorrect: false,
          explanation:
            "This is systolic minus one third of the pulse pressure (120 − 20), weighting the estimate towards systole; MAP lies nearer the diastolic pressure.",
        },
      ],
    },
    {
      text: "What is the normal mixed venous oxygen saturation (SvO₂) at rest?",
      explanation:
        "Normal SvO₂ is about 75%, reflecting an oxygen extraction ratio of about 25%. It falls with low cardiac output, anaemia, hypoxaemia or increased oxygen consumption.",
      options: [
        {
          text: "40%",
          isCorrect: false,
          explanation:
            "Coronary sinus blood is about this desaturated because the heart extracts most of its oxygen supply; a mixed venous value of 40% indicates a severe imbalance of oxygen supply and demand.",
        },
        {
          text: "60%",
          isCorrect: false,
          explanation:
            "An SvO₂ of 60% is below normal and suggests oxygen delivery is not keeping up with demand, e.g. low cardiac output, anaemia or hypoxaemia.",
        },
        {
          text: "75%",
          isCorrect: true,
          explanation:
            "At rest, oxygen delivery is about 1000 mL/min and consumption about 250 mL/min, so about 25% is extracted and mixed venous blood stays about 75% saturated.",
        },
        {
          text: "98%",
          isCorrect: false,
          explanation:
            "98% is a normal arterial saturation. A mixed venous value this high would mean almost no oxygen extraction, as in cyanide poisoning.",
        },
      ],
    },
    {
      text: "Phase 0 of the ventricular myocyte action potential is caused by:",
      explanation:
        "Rapid depolarisation in phase 0 is due to Na+ influx through fast voltage-gated sodium channels. The phase 2 plateau is maintained by Ca2+ influx through L-type channels, and phase 3 repolarisation by K+ efflux.",
      options: [
        {
          text: "Calcium influx through L-type channels",
          isCorrect: false,
          explanation:
            "L-type calcium influx sustains the phase 2 plateau and triggers calcium release from the sarcoplasmic reticulum; it causes phase 0 only in SA and AV nodal cells.",
        },
        {
          text: "Potassium efflux through delayed rectifier channels",
          isCorrect: false,
          explanation: "Potassium efflux through delayed rectifier channels causes phase 3 repolarisation, not the upstroke.",
        },
        {
          text: "Chloride influx",
          isCorrect: false,
          explanation:
            "Chloride currents contribute little to the ventricular action potential; early phase 1 repolarisation is due mainly to a transient outward potassium current.",
        },
        {
          text: "Sodium influx through fast voltage-gated channels",
          isCorrect: true,
          explanation:
            "Fast Na+ channels open at threshold, giving the rapid upstroke from about −90 mV to about +20 mV; class I antiarrhythmics and local anaesthetics block them.",
        },
      ],
    },
  ],
};
