import type { SeedQuiz } from "../seed-types";

/** A demo quiz (listed in demo/subjects.ts), every option explained. */
export const airwayEquipment: SeedQuiz = {
  name: "Airway Equipment",
  description:
    "Six questions on laryngoscopes, tracheal tubes and supraglottic airway devices. This quiz is untimed, so take as long as you need and choose the single best answer.",
  quizTimeMinutes: 0,
  eachQuestionMarks: 1,
  questions: [
    {
      text: "What is the most reliable routine method of confirming tracheal placement of a tracheal tube?",
      explanation:
        "A sustained capnography waveform over several breaths is the standard for confirming tracheal placement. Chest movement, auscultation and tube misting can all be misleading.",
      options: [
        {
          text: "Misting of the tube during expiration",
          isCorrect: false,
          explanation:
            "Misting can also occur with oesophageal intubation, because gas from the oesophagus or stomach can be humid; it is not reliable.",
        },
        {
          text: "A sustained end-tidal CO₂ waveform on capnography",
          isCorrect: true,
          explanation:
            "A sustained waveform over several breaths confirms tracheal placement, including in cardiac arrest with effective CPR: no trace means wrong place.",
        },
        {
          text: "Bilateral chest movement",
          isCorrect: false,
          explanation:
            "Chest movement can be seen with oesophageal ventilation and is hard to judge in obesity; it supports but cannot confirm tracheal placement.",
        },
        {
          text: "Auscultation over both axillae",
          isCorrect: false,
          explanation:
            "Breath sounds can be transmitted during oesophageal ventilation, especially in children; auscultation helps detect endobronchial intubation rather than confirm tracheal placement.",
        },
      ],
    },
    {
      text: "What is the recommended LMA Classic size for a 60 kg adult?",
      explanation: "Size 4 is recommended for patients of 50–70 kg, size 3 for 30–50 kg and size 5 for 70–100 kg.",
      options: [
        { text: "Size 2", isCorrect: false, explanation: "Size 2 is for children of about 10–20 kg." },
        {
          text: "Size 3",
          isCorrect: false,
          explanation: "Size 3 is for patients of 30–50 kg; it is likely to be too small for a 60 kg adult and to leak.",
        },
        {
          text: "Size 4",
          isCorrect: true,
          explanation:
            "Size 4 is for 50–70 kg. Inflate the cuff with no more than the marked maximum volume and keep cuff pressure at or below 60 cmH2O.",
        },
        { text: "Size 6", isCorrect: false, explanation: "Size 6 is the largest LMA Classic, for patients over 100 kg." },
      ],
    },
    {
      text: "When a curved Macintosh blade is used correctly:",
      explanation:
        "The Macintosh blade is inserted from the right side of the mouth and its tip placed in the vallecula, lifting the epiglottis indirectly. Straight blades such as the Miller lift the epiglottis directly.",
      options: [
        {
          text: "Its tip is placed in the vallecula, lifting the epiglottis indirectly",
          isCorrect: true,
          explanation: "Pressure in the vallecula tensions the hyoepiglottic ligament, which lifts the epiglottis and exposes the glottis.",
        },
        {
          text: "Its tip is placed behind the epiglottis, lifting it directly",
          isCorrect: false,
          explanation:
            "This is the technique for straight blades such as the Miller, often preferred in infants, whose epiglottis is long and floppy.",
        },
        {
          text: "It is inserted from the left side of the mouth",
          isCorrect: false,
          explanation:
            "The Macintosh blade is inserted from the right side of the mouth, and its left-sided flange sweeps the tongue to the left.",
        },
        {
          text: "It is used mainly as a straight blade for neonates",
          isCorrect: false,
          explanation:
            "The Macintosh is a curved blade used mainly in adults and older children; straight blades such as the Miller are often chosen for neonates.",
        },
      ],
    },
    {
      text: "What is the recommended cuff pressure range for an adult tracheal tube?",
      explanation:
        "Cuff pressure should be kept at 20–30 cmH2O. Higher pressures reduce tracheal mucosal perfusion, and lower pressures increase the risk of aspiration.",
      options: [
        {
          text: "5–10 cmH2O",
          isCorrect: false,
          explanation:
            "Too low: an under-inflated cuff lets pharyngeal secretions pass into the trachea and leaks during positive-pressure ventilation.",
        },
        {
          text: "40–50 cmH2O",
          isCorrect: false,
          explanation:
            "Tracheal mucosal blood flow is impaired above about 30 cmH2O, so this risks ischaemia, ulceration and later tracheal stenosis.",
        },
        {
          text: "60–80 cmH2O",
          isCorrect: false,
          explanation:
            "Grossly excessive for a tracheal tube and would obstruct mucosal blood flow. Up to 60 cmH2O is the ceiling for laryngeal mask cuffs, not tracheal tube cuffs.",
        },
        {
          text: "20–30 cmH2O",
          isCorrect: true,
          explanation:
            "This seals against aspiration while staying below the pressure that impairs mucosal blood flow. Check it with a manometer, as nitrous oxide diffuses into the cuff.",
        },
      ],
    },
    {
      text: "What is the purpose of the Murphy eye on a tracheal tube?",
      explanation:
        "The Murphy eye is a side hole near the tip that lets gas flow continue if the bevel is blocked by secretions or pressed against the tracheal wall.",
      options: [
        {
          text: "To allow suction catheters to reach the main bronchi",
          isCorrect: false,
          explanation: "Suction catheters pass down the main lumen and out of the bevel; the Murphy eye is not designed to guide them.",
        },
        {
          text: "To provide an alternative path for gas flow if the bevel becomes occluded",
          isCorrect: true,
          explanation:
            "If the bevel is blocked by secretions or pressed against the tracheal wall, gas can still pass through this side hole. Magill-pattern tubes have no Murphy eye.",
        },
        {
          text: "To show the correct depth of insertion",
          isCorrect: false,
          explanation: "Depth is judged by the centimetre markings and the vocal cord mark above the cuff, not by the Murphy eye.",
        },
        {
          text: "To reduce pressure on the tracheal mucosa",
          isCorrect: false,
          explanation:
            "Mucosal pressure is limited by high-volume, low-pressure cuffs and by monitoring cuff pressure, not by the Murphy eye.",
        },
      ],
    },
    {
      text: "Which formula is commonly used to estimate the internal diameter (mm) of an uncuffed tracheal tube for a child over 1 year old?",
      explanation: "Uncuffed tube internal diameter ≈ (age/4) + 4 mm. The formula (age/2) + 12 estimates oral tube length in cm.",
      options: [
        {
          text: "(Age/2) + 12",
          isCorrect: false,
          explanation: "This estimates the oral tube length at the lips in centimetres, not the internal diameter.",
        },
        {
          text: "(Age × 2) + 8",
          isCorrect: false,
          explanation: "This is the older APLS weight estimate, 2 × (age + 4) kg, for children aged 1–10 years, not a tube size.",
        },
        {
          text: "(Age/4) + 4",
          isCorrect: true,
          explanation:
            "For uncuffed tubes the internal diameter is (age/4) + 4 mm; cuffed tubes are usually half a size smaller, (age/4) + 3.5 mm.",
        },
        {
          text: "Age + 10",
          isCorrect: false,
          explanation: "Not a recognised formula. For a 4-year-old it gives 14 mm, far larger than the 5 mm tube needed.",
        },
      ],
    },
  ],
};
