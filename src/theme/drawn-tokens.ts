// Written by `npm run tokens` (scripts/theme/drawn-tokens.ts): the conditions of Chakra's base config
// and the tokens of its default theme that the app draws (with those they reference). It buys /login's
// JavaScript within 170 KB and a shorter createSystem() (BENCHMARKS.md, issue 53). Not edited by hand;
// a test fails when it is stale.
import { defineConditions, defineSemanticTokens, defineTokens } from '@chakra-ui/react';

export const conditions = defineConditions({
 "hover": [
  "@media (hover: hover)",
  "&:is(:hover, [data-hover]):not(:disabled, [data-disabled])"
 ],
 "focusWithin": "&:is(:focus-within, [data-focus-within])",
 "focusVisible": "&:is(:focus-visible, [data-focus-visible])",
 "disabled": "&:is(:disabled, [disabled], [data-disabled], [aria-disabled=true])",
 "empty": "&:is(:empty, [data-empty])",
 "expanded": "&:is([aria-expanded=true], [data-expanded], [data-state=expanded])",
 "highlighted": "&[data-highlighted]",
 "before": "&::before",
 "invalid": "&:is([data-invalid], [aria-invalid=true], [data-state=invalid])",
 "placeholder": "&::placeholder, &[data-placeholder]",
 "selected": "&:is([aria-selected=true], [data-selected])",
 "open": "&:is([open], [data-open], [data-state=open])",
 "closed": "&:is([closed], [data-closed], [data-state=closed])",
 "motionReduce": "@media (prefers-reduced-motion: reduce)",
 "dark": ".dark &, .dark .chakra-theme:not(.light) &",
 "light": ":root &, .light &",
 "rtl": "[dir=rtl] &",
 "icon": "& :where(svg)"
});

export const tokens = defineTokens({
 "animations": {
  "spin": {
   "value": "spin 1s linear infinite"
  }
 },
 "blurs": {
  "none": {
   "value": " "
  },
  "sm": {
   "value": "4px"
  },
  "md": {
   "value": "8px"
  },
  "lg": {
   "value": "12px"
  },
  "xl": {
   "value": "16px"
  },
  "2xl": {
   "value": "24px"
  },
  "3xl": {
   "value": "40px"
  },
  "4xl": {
   "value": "64px"
  }
 },
 "borders": {
  "xs": {
   "value": "0.5px solid"
  },
  "sm": {
   "value": "1px solid"
  },
  "md": {
   "value": "2px solid"
  },
  "lg": {
   "value": "4px solid"
  },
  "xl": {
   "value": "8px solid"
  }
 },
 "colors": {
  "transparent": {
   "value": "transparent"
  },
  "current": {
   "value": "currentColor"
  },
  "black": {
   "value": "#09090B"
  },
  "white": {
   "value": "#FFFFFF"
  },
  "whiteAlpha": {
   "200": {
    "value": "rgba(255, 255, 255, 0.08)"
   }
  },
  "blackAlpha": {
   "500": {
    "value": "rgba(0, 0, 0, 0.36)"
   },
   "600": {
    "value": "rgba(0, 0, 0, 0.48)"
   }
  },
  "gray": {
   "50": {
    "value": "#fafafa"
   },
   "100": {
    "value": "#f4f4f5"
   },
   "200": {
    "value": "#e4e4e7"
   },
   "300": {
    "value": "#d4d4d8"
   },
   "400": {
    "value": "#a1a1aa"
   },
   "600": {
    "value": "#52525b"
   },
   "700": {
    "value": "#3f3f46"
   },
   "800": {
    "value": "#27272a"
   },
   "900": {
    "value": "#18181b"
   },
   "950": {
    "value": "#111111"
   }
  },
  "red": {
   "100": {
    "value": "#fee2e2"
   },
   "200": {
    "value": "#fecaca"
   },
   "300": {
    "value": "#fca5a5"
   },
   "400": {
    "value": "#f87171"
   },
   "500": {
    "value": "#ef4444"
   },
   "600": {
    "value": "#dc2626"
   },
   "700": {
    "value": "#991919"
   },
   "800": {
    "value": "#511111"
   },
   "900": {
    "value": "#300c0c"
   }
  },
  "orange": {
   "100": {
    "value": "#ffedd5"
   },
   "200": {
    "value": "#fed7aa"
   },
   "300": {
    "value": "#fdba74"
   },
   "400": {
    "value": "#fb923c"
   },
   "500": {
    "value": "#f97316"
   },
   "600": {
    "value": "#ea580c"
   },
   "700": {
    "value": "#92310a"
   },
   "800": {
    "value": "#6c2710"
   },
   "900": {
    "value": "#3b1106"
   }
  },
  "yellow": {
   "100": {
    "value": "#fef9c3"
   },
   "200": {
    "value": "#fef08a"
   },
   "300": {
    "value": "#fde047"
   },
   "500": {
    "value": "#eab308"
   },
   "700": {
    "value": "#845209"
   },
   "800": {
    "value": "#713f12"
   },
   "900": {
    "value": "#422006"
   }
  },
  "green": {
   "100": {
    "value": "#dcfce7"
   },
   "200": {
    "value": "#bbf7d0"
   },
   "300": {
    "value": "#86efac"
   },
   "400": {
    "value": "#4ade80"
   },
   "500": {
    "value": "#22c55e"
   },
   "600": {
    "value": "#16a34a"
   },
   "700": {
    "value": "#116932"
   },
   "800": {
    "value": "#124a28"
   },
   "900": {
    "value": "#042713"
   }
  },
  "blue": {
   "100": {
    "value": "#dbeafe"
   },
   "200": {
    "value": "#bfdbfe"
   },
   "300": {
    "value": "#a3cfff"
   },
   "400": {
    "value": "#60a5fa"
   },
   "500": {
    "value": "#3b82f6"
   },
   "600": {
    "value": "#2563eb"
   },
   "700": {
    "value": "#173da6"
   },
   "800": {
    "value": "#1a3478"
   },
   "900": {
    "value": "#14204a"
   }
  }
 },
 "durations": {
  "faster": {
   "value": "100ms"
  },
  "fast": {
   "value": "150ms"
  },
  "moderate": {
   "value": "200ms"
  },
  "slow": {
   "value": "300ms"
  },
  "slowest": {
   "value": "500ms"
  }
 },
 "fonts": {
  "heading": {
   "value": "Inter, -apple-system, BlinkMacSystemFont, \"Segoe UI\", Helvetica, Arial, sans-serif, \"Apple Color Emoji\", \"Segoe UI Emoji\", \"Segoe UI Symbol\""
  },
  "body": {
   "value": "Inter, -apple-system, BlinkMacSystemFont, \"Segoe UI\", Helvetica, Arial, sans-serif, \"Apple Color Emoji\", \"Segoe UI Emoji\", \"Segoe UI Symbol\""
  },
  "mono": {
   "value": "SFMono-Regular,Menlo,Monaco,Consolas,\"Liberation Mono\",\"Courier New\",monospace"
  }
 },
 "fontSizes": {
  "2xs": {
   "value": "0.625rem"
  },
  "xs": {
   "value": "0.75rem"
  },
  "sm": {
   "value": "0.875rem"
  },
  "md": {
   "value": "1rem"
  },
  "lg": {
   "value": "1.125rem"
  },
  "xl": {
   "value": "1.25rem"
  },
  "2xl": {
   "value": "1.5rem"
  },
  "3xl": {
   "value": "1.875rem"
  },
  "4xl": {
   "value": "2.25rem"
  },
  "5xl": {
   "value": "3rem"
  },
  "6xl": {
   "value": "3.75rem"
  },
  "7xl": {
   "value": "4.5rem"
  }
 },
 "fontWeights": {
  "light": {
   "value": "300"
  },
  "normal": {
   "value": "400"
  },
  "medium": {
   "value": "500"
  },
  "semibold": {
   "value": "600"
  },
  "bold": {
   "value": "700"
  }
 },
 "letterSpacings": {
  "wider": {
   "value": "0.05em"
  },
  "widest": {
   "value": "0.1em"
  }
 },
 "lineHeights": {
  "short": {
   "value": 1.375
  },
  "moderate": {
   "value": 1.5
  },
  "tall": {
   "value": 1.625
  }
 },
 "radii": {
  "none": {
   "value": "0"
  },
  "2xs": {
   "value": "0.0625rem"
  },
  "xs": {
   "value": "0.125rem"
  },
  "sm": {
   "value": "0.25rem"
  },
  "md": {
   "value": "0.375rem"
  },
  "lg": {
   "value": "0.5rem"
  },
  "xl": {
   "value": "0.75rem"
  },
  "2xl": {
   "value": "1rem"
  },
  "3xl": {
   "value": "1.5rem"
  },
  "4xl": {
   "value": "2rem"
  },
  "full": {
   "value": "9999px"
  }
 },
 "spacing": {
  "1": {
   "value": "0.25rem"
  },
  "2": {
   "value": "0.5rem"
  },
  "3": {
   "value": "0.75rem"
  },
  "4": {
   "value": "1rem"
  },
  "5": {
   "value": "1.25rem"
  },
  "6": {
   "value": "1.5rem"
  },
  "7": {
   "value": "1.75rem"
  },
  "8": {
   "value": "2rem"
  },
  "9": {
   "value": "2.25rem"
  },
  "10": {
   "value": "2.5rem"
  },
  "11": {
   "value": "2.75rem"
  },
  "12": {
   "value": "3rem"
  },
  "14": {
   "value": "3.5rem"
  },
  "16": {
   "value": "4rem"
  },
  "20": {
   "value": "5rem"
  },
  "24": {
   "value": "6rem"
  },
  "28": {
   "value": "7rem"
  },
  "32": {
   "value": "8rem"
  },
  "36": {
   "value": "9rem"
  },
  "40": {
   "value": "10rem"
  },
  "44": {
   "value": "11rem"
  },
  "48": {
   "value": "12rem"
  },
  "52": {
   "value": "13rem"
  },
  "56": {
   "value": "14rem"
  },
  "60": {
   "value": "15rem"
  },
  "64": {
   "value": "16rem"
  },
  "72": {
   "value": "18rem"
  },
  "80": {
   "value": "20rem"
  },
  "0.5": {
   "value": "0.125rem"
  },
  "1.5": {
   "value": "0.375rem"
  },
  "2.5": {
   "value": "0.625rem"
  },
  "3.5": {
   "value": "0.875rem"
  },
  "4.5": {
   "value": "1.125rem"
  }
 },
 "sizes": {
  "1": {
   "value": "0.25rem"
  },
  "2": {
   "value": "0.5rem"
  },
  "3": {
   "value": "0.75rem"
  },
  "4": {
   "value": "1rem"
  },
  "5": {
   "value": "1.25rem"
  },
  "6": {
   "value": "1.5rem"
  },
  "7": {
   "value": "1.75rem"
  },
  "8": {
   "value": "2rem"
  },
  "9": {
   "value": "2.25rem"
  },
  "10": {
   "value": "2.5rem"
  },
  "11": {
   "value": "2.75rem"
  },
  "12": {
   "value": "3rem"
  },
  "14": {
   "value": "3.5rem"
  },
  "16": {
   "value": "4rem"
  },
  "20": {
   "value": "5rem"
  },
  "24": {
   "value": "6rem"
  },
  "28": {
   "value": "7rem"
  },
  "32": {
   "value": "8rem"
  },
  "36": {
   "value": "9rem"
  },
  "40": {
   "value": "10rem"
  },
  "44": {
   "value": "11rem"
  },
  "48": {
   "value": "12rem"
  },
  "52": {
   "value": "13rem"
  },
  "56": {
   "value": "14rem"
  },
  "60": {
   "value": "15rem"
  },
  "64": {
   "value": "16rem"
  },
  "72": {
   "value": "18rem"
  },
  "80": {
   "value": "20rem"
  },
  "2xs": {
   "value": "16rem"
  },
  "xs": {
   "value": "20rem"
  },
  "sm": {
   "value": "24rem"
  },
  "md": {
   "value": "28rem"
  },
  "lg": {
   "value": "32rem"
  },
  "xl": {
   "value": "36rem"
  },
  "2xl": {
   "value": "42rem"
  },
  "3xl": {
   "value": "48rem"
  },
  "4xl": {
   "value": "56rem"
  },
  "5xl": {
   "value": "64rem"
  },
  "6xl": {
   "value": "72rem"
  },
  "7xl": {
   "value": "80rem"
  },
  "0.5": {
   "value": "0.125rem"
  },
  "1.5": {
   "value": "0.375rem"
  },
  "2.5": {
   "value": "0.625rem"
  },
  "3.5": {
   "value": "0.875rem"
  },
  "4.5": {
   "value": "1.125rem"
  },
  "max": {
   "value": "max-content"
  },
  "min": {
   "value": "min-content"
  },
  "full": {
   "value": "100%"
  }
 },
 "zIndex": {
  "base": {
   "value": 0
  },
  "docked": {
   "value": 10
  },
  "sticky": {
   "value": 1100
  },
  "overlay": {
   "value": 1300
  },
  "modal": {
   "value": 1400
  },
  "popover": {
   "value": 1500
  },
  "toast": {
   "value": 1700
  },
  "max": {
   "value": 2147483647
  }
 },
 "cursor": {
  "button": {
   "value": "pointer"
  },
  "checkbox": {
   "value": "default"
  },
  "disabled": {
   "value": "not-allowed"
  },
  "menuitem": {
   "value": "default"
  },
  "option": {
   "value": "default"
  },
  "radio": {
   "value": "default"
  }
 }
});

export const semanticTokens = defineSemanticTokens({
 "colors": {
  "bg": {
   "DEFAULT": {
    "value": {
     "_light": "{colors.white}",
     "_dark": "{colors.black}"
    }
   },
   "subtle": {
    "value": {
     "_light": "{colors.gray.50}",
     "_dark": "{colors.gray.950}"
    }
   },
   "muted": {
    "value": {
     "_light": "{colors.gray.100}",
     "_dark": "{colors.gray.900}"
    }
   },
   "emphasized": {
    "value": {
     "_light": "{colors.gray.200}",
     "_dark": "{colors.gray.800}"
    }
   },
   "panel": {
    "value": {
     "_light": "{colors.white}",
     "_dark": "{colors.gray.950}"
    }
   }
  },
  "fg": {
   "DEFAULT": {
    "value": {
     "_light": "{colors.black}",
     "_dark": "{colors.gray.50}"
    }
   },
   "muted": {
    "value": {
     "_light": "{colors.gray.600}",
     "_dark": "{colors.gray.400}"
    }
   },
   "error": {
    "value": {
     "_light": "{colors.red.500}",
     "_dark": "{colors.red.400}"
    }
   },
   "success": {
    "value": {
     "_light": "{colors.green.600}",
     "_dark": "{colors.green.300}"
    }
   }
  },
  "border": {
   "DEFAULT": {
    "value": {
     "_light": "{colors.gray.200}",
     "_dark": "{colors.gray.800}"
    }
   },
   "emphasized": {
    "value": {
     "_light": "{colors.gray.300}",
     "_dark": "{colors.gray.700}"
    }
   },
   "error": {
    "value": {
     "_light": "{colors.red.500}",
     "_dark": "{colors.red.400}"
    }
   }
  },
  "gray": {
   "contrast": {
    "value": {
     "_light": "{colors.white}",
     "_dark": "{colors.black}"
    }
   },
   "fg": {
    "value": {
     "_light": "{colors.gray.800}",
     "_dark": "{colors.gray.200}"
    }
   },
   "subtle": {
    "value": {
     "_light": "{colors.gray.100}",
     "_dark": "{colors.gray.900}"
    }
   },
   "muted": {
    "value": {
     "_light": "{colors.gray.200}",
     "_dark": "{colors.gray.800}"
    }
   },
   "emphasized": {
    "value": {
     "_light": "{colors.gray.300}",
     "_dark": "{colors.gray.700}"
    }
   },
   "solid": {
    "value": {
     "_light": "{colors.gray.900}",
     "_dark": "{colors.white}"
    }
   },
   "focusRing": {
    "value": {
     "_light": "{colors.gray.400}",
     "_dark": "{colors.gray.400}"
    }
   },
   "border": {
    "value": {
     "_light": "{colors.gray.200}",
     "_dark": "{colors.gray.800}"
    }
   }
  },
  "red": {
   "contrast": {
    "value": {
     "_light": "white",
     "_dark": "white"
    }
   },
   "fg": {
    "value": {
     "_light": "{colors.red.700}",
     "_dark": "{colors.red.300}"
    }
   },
   "subtle": {
    "value": {
     "_light": "{colors.red.100}",
     "_dark": "{colors.red.900}"
    }
   },
   "muted": {
    "value": {
     "_light": "{colors.red.200}",
     "_dark": "{colors.red.800}"
    }
   },
   "emphasized": {
    "value": {
     "_light": "{colors.red.300}",
     "_dark": "{colors.red.700}"
    }
   },
   "solid": {
    "value": {
     "_light": "{colors.red.600}",
     "_dark": "{colors.red.600}"
    }
   },
   "focusRing": {
    "value": {
     "_light": "{colors.red.500}",
     "_dark": "{colors.red.500}"
    }
   },
   "border": {
    "value": {
     "_light": "{colors.red.500}",
     "_dark": "{colors.red.400}"
    }
   }
  },
  "orange": {
   "contrast": {
    "value": {
     "_light": "white",
     "_dark": "black"
    }
   },
   "fg": {
    "value": {
     "_light": "{colors.orange.700}",
     "_dark": "{colors.orange.300}"
    }
   },
   "subtle": {
    "value": {
     "_light": "{colors.orange.100}",
     "_dark": "{colors.orange.900}"
    }
   },
   "muted": {
    "value": {
     "_light": "{colors.orange.200}",
     "_dark": "{colors.orange.800}"
    }
   },
   "emphasized": {
    "value": {
     "_light": "{colors.orange.300}",
     "_dark": "{colors.orange.700}"
    }
   },
   "solid": {
    "value": {
     "_light": "{colors.orange.600}",
     "_dark": "{colors.orange.500}"
    }
   },
   "focusRing": {
    "value": {
     "_light": "{colors.orange.500}",
     "_dark": "{colors.orange.500}"
    }
   },
   "border": {
    "value": {
     "_light": "{colors.orange.500}",
     "_dark": "{colors.orange.400}"
    }
   }
  },
  "green": {
   "contrast": {
    "value": {
     "_light": "white",
     "_dark": "white"
    }
   },
   "fg": {
    "value": {
     "_light": "{colors.green.700}",
     "_dark": "{colors.green.300}"
    }
   },
   "subtle": {
    "value": {
     "_light": "{colors.green.100}",
     "_dark": "{colors.green.900}"
    }
   },
   "muted": {
    "value": {
     "_light": "{colors.green.200}",
     "_dark": "{colors.green.800}"
    }
   },
   "emphasized": {
    "value": {
     "_light": "{colors.green.300}",
     "_dark": "{colors.green.700}"
    }
   },
   "solid": {
    "value": {
     "_light": "{colors.green.600}",
     "_dark": "{colors.green.600}"
    }
   },
   "focusRing": {
    "value": {
     "_light": "{colors.green.500}",
     "_dark": "{colors.green.500}"
    }
   },
   "border": {
    "value": {
     "_light": "{colors.green.500}",
     "_dark": "{colors.green.400}"
    }
   }
  },
  "blue": {
   "contrast": {
    "value": {
     "_light": "white",
     "_dark": "white"
    }
   },
   "fg": {
    "value": {
     "_light": "{colors.blue.700}",
     "_dark": "{colors.blue.300}"
    }
   },
   "subtle": {
    "value": {
     "_light": "{colors.blue.100}",
     "_dark": "{colors.blue.900}"
    }
   },
   "muted": {
    "value": {
     "_light": "{colors.blue.200}",
     "_dark": "{colors.blue.800}"
    }
   },
   "emphasized": {
    "value": {
     "_light": "{colors.blue.300}",
     "_dark": "{colors.blue.700}"
    }
   },
   "solid": {
    "value": {
     "_light": "{colors.blue.600}",
     "_dark": "{colors.blue.600}"
    }
   },
   "focusRing": {
    "value": {
     "_light": "{colors.blue.500}",
     "_dark": "{colors.blue.500}"
    }
   },
   "border": {
    "value": {
     "_light": "{colors.blue.500}",
     "_dark": "{colors.blue.400}"
    }
   }
  },
  "yellow": {
   "contrast": {
    "value": {
     "_light": "black",
     "_dark": "black"
    }
   },
   "fg": {
    "value": {
     "_light": "{colors.yellow.800}",
     "_dark": "{colors.yellow.300}"
    }
   },
   "subtle": {
    "value": {
     "_light": "{colors.yellow.100}",
     "_dark": "{colors.yellow.900}"
    }
   },
   "muted": {
    "value": {
     "_light": "{colors.yellow.200}",
     "_dark": "{colors.yellow.800}"
    }
   },
   "emphasized": {
    "value": {
     "_light": "{colors.yellow.300}",
     "_dark": "{colors.yellow.700}"
    }
   },
   "solid": {
    "value": {
     "_light": "{colors.yellow.300}",
     "_dark": "{colors.yellow.300}"
    }
   },
   "focusRing": {
    "value": {
     "_light": "{colors.yellow.500}",
     "_dark": "{colors.yellow.500}"
    }
   },
   "border": {
    "value": {
     "_light": "{colors.yellow.500}",
     "_dark": "{colors.yellow.500}"
    }
   }
  }
 },
 "shadows": {
  "xs": {
   "value": {
    "_light": "0px 1px 2px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/20}",
    "_dark": "0px 1px 1px {black/64}, 0px 0px 1px inset {colors.gray.300/20}"
   }
  },
  "sm": {
   "value": {
    "_light": "0px 2px 4px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}",
    "_dark": "0px 2px 4px {black/64}, 0px 0px 1px inset {colors.gray.300/30}"
   }
  },
  "md": {
   "value": {
    "_light": "0px 4px 8px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}",
    "_dark": "0px 4px 8px {black/64}, 0px 0px 1px inset {colors.gray.300/30}"
   }
  },
  "lg": {
   "value": {
    "_light": "0px 8px 16px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}",
    "_dark": "0px 8px 16px {black/64}, 0px 0px 1px inset {colors.gray.300/30}"
   }
  },
  "xl": {
   "value": {
    "_light": "0px 16px 24px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}",
    "_dark": "0px 16px 24px {black/64}, 0px 0px 1px inset {colors.gray.300/30}"
   }
  },
  "2xl": {
   "value": {
    "_light": "0px 24px 40px {colors.gray.900/16}, 0px 0px 1px {colors.gray.900/30}",
    "_dark": "0px 24px 40px {black/64}, 0px 0px 1px inset {colors.gray.300/30}"
   }
  },
  "inset": {
   "value": {
    "_light": "inset 0 0 0 1px {black/5}",
    "_dark": "inset 0 0 0 1px {colors.gray.300/5}"
   }
  }
 },
 "radii": {
  "l1": {
   "value": "{radii.xs}"
  },
  "l2": {
   "value": "{radii.sm}"
  },
  "l3": {
   "value": "{radii.md}"
  }
 }
});
