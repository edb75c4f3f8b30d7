/* lexer.c - tokens over a buffer range, no allocation per token. */
#include "parser_internal.h"

#include <ctype.h>
#include <string.h>

const char *cm_tok_spelling(CmTokKind k) {
  switch (k) {
  case CM_TOK_EOF: return "end of file";
  case CM_TOK_ERROR: return "error";
  case CM_TOK_BARE_ID: return "identifier";
  case CM_TOK_PERCENT_ID: return "%identifier";
  case CM_TOK_CARET_ID: return "^identifier";
  case CM_TOK_HASH_ID: return "#identifier";
  case CM_TOK_EXCL_ID: return "!identifier";
  case CM_TOK_AT_ID: return "@identifier";
  case CM_TOK_INTEGER: return "integer";
  case CM_TOK_FLOAT: return "float";
  case CM_TOK_STRING: return "string";
  case CM_TOK_ARROW: return "->";
  case CM_TOK_COLON: return ":";
  case CM_TOK_COMMA: return ",";
  case CM_TOK_ELLIPSIS: return "...";
  case CM_TOK_EQUAL: return "=";
  case CM_TOK_GREATER: return ">";
  case CM_TOK_LBRACE: return "{";
  case CM_TOK_LPAREN: return "(";
  case CM_TOK_LSQUARE: return "[";
  case CM_TOK_LESS: return "<";
  case CM_TOK_MINUS: return "-";
  case CM_TOK_PLUS: return "+";
  case CM_TOK_QUESTION: return "?";
  case CM_TOK_RBRACE: return "}";
  case CM_TOK_RPAREN: return ")";
  case CM_TOK_RSQUARE: return "]";
  case CM_TOK_STAR: return "*";
  case CM_TOK_VBAR: return "|";
  case CM_TOK_FILE_METADATA_BEGIN: return "{-#";
  case CM_TOK_FILE_METADATA_END: return "#-}";
  }
  return "?";
}

void cm_lex_init(CmParser *p, const char *start, const char *end) {
  p->start = start;
  p->end = end;
  p->cur = start;
  cm_lex_next(p);
}

void cm_lex_reset(CmParser *p, const char *pos) {
  p->cur = pos;
  cm_lex_next(p);
}

/* Character at q, 0 past the end. */
static inline int ch(const CmParser *p, const char *q) {
  return q < p->end ? (unsigned char)*q : 0;
}

static void form(CmParser *p, CmTokKind k, const char *s) {
  p->tok.kind = k;
  p->tok.pos = s;
  p->tok.len = (size_t)(p->cur - s);
}

static void lex_error(CmParser *p, const char *at, const char *msg) {
  /* Report with the token not yet marked as error (so it is emitted). */
  p->tok.kind = CM_TOK_EOF;
  cm_parser_error_at(p, at, "%s", msg);
  p->tok.kind = CM_TOK_ERROR;
  p->tok.pos = at;
  p->tok.len = 0;
  p->cur = p->end; /* stop lexing */
}

/* [a-zA-Z0-9_$.] */
static const uint8_t id_tab[256] = {
    ['$'] = 1, ['.'] = 1, ['_'] = 1,
    ['0'] = 1, ['1'] = 1, ['2'] = 1, ['3'] = 1, ['4'] = 1,
    ['5'] = 1, ['6'] = 1, ['7'] = 1, ['8'] = 1, ['9'] = 1,
    ['a'] = 1, ['b'] = 1, ['c'] = 1, ['d'] = 1, ['e'] = 1, ['f'] = 1,
    ['g'] = 1, ['h'] = 1, ['i'] = 1, ['j'] = 1, ['k'] = 1, ['l'] = 1,
    ['m'] = 1, ['n'] = 1, ['o'] = 1, ['p'] = 1, ['q'] = 1, ['r'] = 1,
    ['s'] = 1, ['t'] = 1, ['u'] = 1, ['v'] = 1, ['w'] = 1, ['x'] = 1,
    ['y'] = 1, ['z'] = 1,
    ['A'] = 1, ['B'] = 1, ['C'] = 1, ['D'] = 1, ['E'] = 1, ['F'] = 1,
    ['G'] = 1, ['H'] = 1, ['I'] = 1, ['J'] = 1, ['K'] = 1, ['L'] = 1,
    ['M'] = 1, ['N'] = 1, ['O'] = 1, ['P'] = 1, ['Q'] = 1, ['R'] = 1,
    ['S'] = 1, ['T'] = 1, ['U'] = 1, ['V'] = 1, ['W'] = 1, ['X'] = 1,
    ['Y'] = 1, ['Z'] = 1,
};
static inline bool is_id_char(int c) { return id_tab[c & 0xff] != 0; }
/* Suffix characters of %, ^, #, ! identifiers: [a-zA-Z0-9$._-]. */
static inline bool is_prefixed_id_char(int c) {
  return id_tab[c & 0xff] != 0 || c == '-';
}

static void lex_string(CmParser *p, const char *s) {
  for (;;) {
    int c = ch(p, p->cur);
    if (p->cur >= p->end || c == '\n' || c == '\v' || c == '\f') {
      lex_error(p, p->cur, "expected '\"' in string literal");
      return;
    }
    p->cur++;
    if (c == '"') {
      form(p, CM_TOK_STRING, s);
      return;
    }
    if (c == '\\') {
      int d = ch(p, p->cur);
      if (d == '"' || d == '\\' || d == 'n' || d == 't')
        p->cur++;
      else if (isxdigit(d) && isxdigit(ch(p, p->cur + 1)))
        p->cur += 2;
      else {
        lex_error(p, p->cur - 1, "unknown escape in string literal");
        return;
      }
    }
  }
}

static void lex_prefixed(CmParser *p, const char *s) {
  CmTokKind kind;
  const char *what;
  switch (*s) {
  case '%': kind = CM_TOK_PERCENT_ID; what = "invalid SSA name"; break;
  case '^': kind = CM_TOK_CARET_ID; what = "invalid block name"; break;
  case '#': kind = CM_TOK_HASH_ID; what = "invalid attribute name"; break;
  default: kind = CM_TOK_EXCL_ID; what = "invalid type identifier"; break;
  }
  int c = ch(p, p->cur);
  if (isdigit(c)) {
    while (isdigit(ch(p, p->cur)))
      p->cur++;
  } else if (isalpha(c) || c == '$' || c == '.' || c == '_' || c == '-') {
    p->cur++;
    while (p->cur < p->end && is_prefixed_id_char((unsigned char)*p->cur))
      p->cur++;
  } else {
    lex_error(p, s, what);
    return;
  }
  form(p, kind, s);
}

static void lex_number(CmParser *p, const char *s) {
  if (*s == '0' && ch(p, p->cur) == 'x' && isxdigit(ch(p, p->cur + 1))) {
    p->cur++;
    while (isxdigit(ch(p, p->cur)))
      p->cur++;
    form(p, CM_TOK_INTEGER, s);
    return;
  }
  while (isdigit(ch(p, p->cur)))
    p->cur++;
  if (ch(p, p->cur) != '.') {
    form(p, CM_TOK_INTEGER, s);
    return;
  }
  p->cur++;
  while (isdigit(ch(p, p->cur)))
    p->cur++;
  int e = ch(p, p->cur);
  if (e == 'e' || e == 'E') {
    int d1 = ch(p, p->cur + 1), d2 = ch(p, p->cur + 2);
    if (isdigit(d1) || ((d1 == '-' || d1 == '+') && isdigit(d2))) {
      p->cur += 2;
      while (isdigit(ch(p, p->cur)))
        p->cur++;
    }
  }
  form(p, CM_TOK_FLOAT, s);
}

void cm_lex_next(CmParser *p) {
  for (;;) {
    const char *s = p->cur;
    if (s >= p->end) {
      p->tok.kind = CM_TOK_EOF;
      p->tok.pos = p->end;
      p->tok.len = 0;
      return;
    }
    int c = (unsigned char)*s;
    p->cur++;
    switch (c) {
    case ' ': {
      /* runs of spaces (indentation) in a tight loop */
      const char *q = p->cur, *e = p->end;
      while (q < e && *q == ' ')
        q++;
      p->cur = q;
      continue;
    }
    case '\t': case '\n': case '\r':
    case 0: /* a nul in the middle of the buffer is skipped, as upstream */
      continue;
    case ':': form(p, CM_TOK_COLON, s); return;
    case ',': form(p, CM_TOK_COMMA, s); return;
    case '.':
      if (ch(p, p->cur) == '.' && ch(p, p->cur + 1) == '.') {
        p->cur += 2;
        form(p, CM_TOK_ELLIPSIS, s);
        return;
      }
      lex_error(p, s, "expected three consecutive dots for an ellipsis");
      return;
    case '(': form(p, CM_TOK_LPAREN, s); return;
    case ')': form(p, CM_TOK_RPAREN, s); return;
    case '{':
      if (ch(p, p->cur) == '-' && ch(p, p->cur + 1) == '#') {
        p->cur += 2;
        form(p, CM_TOK_FILE_METADATA_BEGIN, s);
        return;
      }
      form(p, CM_TOK_LBRACE, s);
      return;
    case '}': form(p, CM_TOK_RBRACE, s); return;
    case '[': form(p, CM_TOK_LSQUARE, s); return;
    case ']': form(p, CM_TOK_RSQUARE, s); return;
    case '<': form(p, CM_TOK_LESS, s); return;
    case '>': form(p, CM_TOK_GREATER, s); return;
    case '=': form(p, CM_TOK_EQUAL, s); return;
    case '+': form(p, CM_TOK_PLUS, s); return;
    case '*': form(p, CM_TOK_STAR, s); return;
    case '?': form(p, CM_TOK_QUESTION, s); return;
    case '|': form(p, CM_TOK_VBAR, s); return;
    case '-':
      if (ch(p, p->cur) == '>') {
        p->cur++;
        form(p, CM_TOK_ARROW, s);
        return;
      }
      form(p, CM_TOK_MINUS, s);
      return;
    case '/':
      if (ch(p, p->cur) == '/') {
        while (p->cur < p->end && *p->cur != '\n' && *p->cur != '\r')
          p->cur++;
        continue;
      }
      lex_error(p, s, "unexpected character");
      return;
    case '@':
      if (ch(p, p->cur) == '"') {
        p->cur++;
        lex_string(p, s);
        if (p->tok.kind == CM_TOK_STRING)
          p->tok.kind = CM_TOK_AT_ID;
        return;
      }
      if (!isalpha(ch(p, p->cur)) && ch(p, p->cur) != '_') {
        lex_error(p, p->cur,
                  "@ identifier expected to start with letter or '_'");
        return;
      }
      while (p->cur < p->end && is_id_char((unsigned char)*p->cur))
        p->cur++;
      form(p, CM_TOK_AT_ID, s);
      return;
    case '#':
      if (ch(p, p->cur) == '-' && ch(p, p->cur + 1) == '}') {
        p->cur += 2;
        form(p, CM_TOK_FILE_METADATA_END, s);
        return;
      }
      lex_prefixed(p, s);
      return;
    case '!': case '^': case '%':
      lex_prefixed(p, s);
      return;
    case '"':
      lex_string(p, s);
      return;
    default:
      if (isdigit(c)) {
        lex_number(p, s);
        return;
      }
      if (isalpha(c) || c == '_') {
        while (p->cur < p->end && is_id_char((unsigned char)*p->cur))
          p->cur++;
        form(p, CM_TOK_BARE_ID, s);
        return;
      }
      lex_error(p, s, "unexpected character");
      return;
    }
  }
}

static int hexval(int c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return c - 'A' + 10;
}

void cm_lex_string_value(const CmToken *t, CmBuf *out) {
  const char *s = t->pos, *e = t->pos + t->len;
  /* skip a leading '@' and the quotes */
  if (s < e && *s == '@') s++;
  if (s < e && *s == '"') s++;
  if (e > s && e[-1] == '"') e--;
  while (s < e) {
    char c = *s++;
    if (c != '\\' || s >= e) {
      cm_buf_putc(out, c);
      continue;
    }
    char d = *s++;
    switch (d) {
    case 'n': cm_buf_putc(out, '\n'); break;
    case 't': cm_buf_putc(out, '\t'); break;
    case '"': cm_buf_putc(out, '"'); break;
    case '\\': cm_buf_putc(out, '\\'); break;
    default:
      if (s < e) {
        cm_buf_putc(out, (char)(hexval((unsigned char)d) * 16 +
                                hexval((unsigned char)*s)));
        s++;
      }
      break;
    }
  }
}

bool cm_lex_uint64(const CmToken *t, uint64_t *out) {
  const char *s = t->pos, *e = t->pos + t->len;
  uint64_t v = 0;
  if (e - s > 2 && s[0] == '0' && s[1] == 'x') {
    for (s += 2; s < e; s++) {
      if (v >> 60) return false;
      v = v * 16 + (uint64_t)hexval((unsigned char)*s);
    }
  } else {
    for (; s < e; s++) {
      if (*s < '0' || *s > '9') return false;
      uint64_t d = (uint64_t)(*s - '0');
      if (v > (UINT64_MAX - d) / 10) return false;
      v = v * 10 + d;
    }
  }
  *out = v;
  return true;
}
