/**
 * The hero's "Anaesthesia Doctor" illustration, inline: it paints with the page's first frame,
 * while an <img> of the same vector waited for the scripts and became a late Largest Contentful Paint.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 520 460" width={520} height={460} role="img" aria-labelledby="hero-illustration-title" className={className}>
      <title id="hero-illustration-title">Anaesthesia Doctor</title>
      <defs>
        <linearGradient id="hero-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#c9f5ec" />
          <stop offset="1" stopColor="#e0e7ff" />
        </linearGradient>
        <linearGradient id="hero-screen" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b3b3a" />
          <stop offset="1" stopColor="#042828" />
        </linearGradient>
        <clipPath id="hero-circle">
          <circle cx="250" cy="250" r="210" />
        </clipPath>
      </defs>
      <circle cx="250" cy="250" r="210" fill="url(#hero-bg)" />
      <circle cx="420" cy="360" r="26" fill="#a5b4fc" opacity=".45" />
      <circle cx="70" cy="150" r="14" fill="#5ad6c4" opacity=".55" />
      <path d="M96 70v28M82 84h28" stroke="#6366f1" strokeWidth="6" strokeLinecap="round" />
      <path d="M458 190v20M448 200h20" stroke="#15a092" strokeWidth="5" strokeLinecap="round" />
      {/* patient monitor */}
      <g transform="translate(300 62)">
        <rect x="86" y="150" width="20" height="40" rx="4" fill="#475569" />
        <rect x="56" y="186" width="80" height="10" rx="5" fill="#475569" />
        <rect width="192" height="156" rx="18" fill="#1e293b" />
        <rect x="12" y="12" width="168" height="118" rx="10" fill="url(#hero-screen)" />
        <text x="24" y="36" fill="#95eadb" fontFamily="system-ui, sans-serif" fontSize="13" fontWeight="700">
          HR 72
        </text>
        <text x="104" y="36" fill="#a5b4fc" fontFamily="system-ui, sans-serif" fontSize="13" fontWeight="700">
          SpO2 98
        </text>
        <polyline
          points="22,78 52,78 60,66 68,78 76,78 84,46 92,104 100,78 124,78 132,70 140,78 170,78"
          fill="none"
          stroke="#5ad6c4"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="M22 112c12-10 22-10 34 0s22 10 34 0 22-10 34 0 22 10 34 0"
          fill="none"
          stroke="#818cf8"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <circle cx="30" cy="143" r="4" fill="#22c55e" />
        <rect x="44" y="140" width="60" height="6" rx="3" fill="#334155" />
      </g>
      {/* neck (drawn first so the collar overlaps it) */}
      <rect x="208" y="230" width="44" height="80" rx="14" fill="#e3a886" />
      <g clipPath="url(#hero-circle)">
        {/* body */}
        <path d="M70 470c0-118 56-170 160-176 104 6 160 58 160 176z" fill="#ffffff" stroke="#e2e8f0" strokeWidth="2" />
        <path d="M188 294l42 62 42-62z" fill="#15a092" />
        <path d="M188 294l42 62 42-62" fill="none" stroke="#0e8178" strokeWidth="3" strokeLinejoin="round" />
        <path d="M176 298l54 80M284 298l-54 80" stroke="#cbd5e1" strokeWidth="3" strokeLinecap="round" />
        <path d="M230 378v92" stroke="#e2e8f0" strokeWidth="2" />
        {/* badge and pocket */}
        <rect x="132" y="372" width="40" height="52" rx="6" fill="#eef2ff" stroke="#6366f1" strokeWidth="2.5" />
        <circle cx="152" cy="390" r="7" fill="#a5b4fc" />
        <rect x="141" y="404" width="22" height="4" rx="2" fill="#6366f1" />
        <rect x="140" y="412" width="24" height="4" rx="2" fill="#c7d2fe" />
        <rect x="282" y="360" width="7" height="30" rx="3" fill="#6366f1" />
        <rect x="294" y="362" width="7" height="28" rx="3" fill="#15a092" />
        <path d="M272 388h48" stroke="#cbd5e1" strokeWidth="3" strokeLinecap="round" />
      </g>
      {/* head */}
      <circle cx="178" cy="196" r="11" fill="#eab390" />
      <circle cx="282" cy="196" r="11" fill="#eab390" />
      <circle cx="230" cy="192" r="52" fill="#f2c4a2" />
      {/* scrub cap */}
      <path d="M174 172c0-44 25-66 56-66s56 22 56 66z" fill="#15a092" />
      <rect x="172" y="160" width="116" height="18" rx="9" fill="#0e8178" />
      <circle cx="212" cy="132" r="4" fill="#95eadb" />
      <circle cx="246" cy="124" r="3.5" fill="#95eadb" />
      <circle cx="262" cy="146" r="4" fill="#95eadb" />
      {/* eyes */}
      <path d="M200 184q10-6 20 0M240 184q10-6 20 0" stroke="#7c4a2d" strokeWidth="3" fill="none" strokeLinecap="round" />
      <ellipse cx="210" cy="196" rx="4.5" ry="5.5" fill="#1e293b" />
      <ellipse cx="250" cy="196" rx="4.5" ry="5.5" fill="#1e293b" />
      {/* surgical mask */}
      <path d="M178 200l14 12M282 200l-14 12" stroke="#bfdbfe" strokeWidth="3" strokeLinecap="round" />
      <rect x="190" y="206" width="80" height="42" rx="14" fill="#dbeafe" stroke="#93c5fd" strokeWidth="2" />
      <path d="M198 220h64M198 232h64" stroke="#93c5fd" strokeWidth="2" strokeLinecap="round" />
      {/* stethoscope */}
      <path d="M196 290c-22 34-18 72 12 90M264 290c22 34 18 72-12 90" fill="none" stroke="#334155" strokeWidth="6" strokeLinecap="round" />
      <path d="M208 380q22 18 44 0" fill="none" stroke="#334155" strokeWidth="6" strokeLinecap="round" />
      <path d="M230 389v22" stroke="#334155" strokeWidth="6" strokeLinecap="round" />
      <circle cx="230" cy="422" r="14" fill="#94a3b8" stroke="#334155" strokeWidth="5" />
      {/* floating result chip */}
      <g transform="translate(34 300)">
        <rect width="128" height="50" rx="25" fill="#ffffff" stroke="#e2e8f0" strokeWidth="2" />
        <circle cx="25" cy="25" r="15" fill="#15a092" />
        <path d="M18 25l5 5 10-10" fill="none" stroke="#ffffff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
        <rect x="50" y="16" width="60" height="7" rx="3.5" fill="#0f6762" />
        <rect x="50" y="29" width="42" height="6" rx="3" fill="#cbd5e1" />
      </g>
    </svg>
  );
}
