//! A message to write later, in whichever language: its id and its
//! arguments, owned ([`Message`]). The errors of the layers above carry
//! one (or build one from their fields), so a front end writes them in the
//! user's language ([`Message::show`]) while `Display` writes English, for
//! logs and tests.

use std::fmt;

use super::{Arg, Text};

/// A message id and its arguments, not yet written in any language.
/// Made with [`msg!`](crate::msg); text that has no message (an operating
/// system's or SQLite's words) is [`Message::raw`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    /// The id in `locales/<lang>/*.ftl`; empty for [`Message::raw`] text.
    id: &'static str,
    args: Vec<(&'static str, Value)>,
}

/// An argument of a [`Message`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    /// Written as it is (a name, a path, a piece of the file).
    Text(String),
    /// A whole number: selects plural forms; `$n` is its digits as they
    /// are, `$n-text` the number written the language's way.
    Int(i64),
    /// A decimal number (its bits), with a fixed number of decimals or,
    /// `None`, as few as write it exactly; in the language's way.
    Decimal { bits: u64, decimals: Option<u8> },
    /// Another message, written in the same language.
    Message(Box<Message>),
}

impl Message {
    /// Message `id` without arguments (see [`Message::with`]).
    pub const fn new(id: &'static str) -> Message {
        Message {
            id,
            args: Vec::new(),
        }
    }

    /// Text that no message file has (an operating system's error, a
    /// program's output): written as it is in every language.
    pub fn raw(text: impl Into<String>) -> Message {
        Message {
            id: "",
            args: vec![("text", Value::Text(text.into()))],
        }
    }

    /// This message with argument `name`.
    pub fn with(mut self, name: &'static str, value: impl Into<Value>) -> Message {
        self.args.push((name, value.into()));
        self
    }

    /// The message id (empty for raw text).
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// Whether it writes nothing (raw text that is empty).
    pub fn is_empty(&self) -> bool {
        self.id.is_empty() && matches!(self.arg("text"), Some(Value::Text(s)) if s.is_empty())
    }

    /// Argument `name`, if the message has it.
    pub fn arg(&self, name: &str) -> Option<&Value> {
        self.args.iter().find(|(k, _)| *k == name).map(|(_, v)| v)
    }

    /// The message in `text`'s language.
    pub fn show(&self, text: &Text) -> String {
        if self.id.is_empty() {
            return match self.arg("text") {
                Some(Value::Text(s)) => s.clone(),
                _ => String::new(),
            };
        }
        let args: Vec<(&str, Arg)> = self.args.iter().map(|(k, v)| (*k, v.arg(text))).collect();
        text.t_args(self.id, &args)
    }
}

impl Value {
    /// `value` with `decimals` decimals (`None`: as few as write it
    /// exactly, as Rust's `{}` does).
    pub fn decimal(value: f64, decimals: Option<u8>) -> Value {
        Value::Decimal {
            bits: value.to_bits(),
            decimals,
        }
    }

    fn arg(&self, text: &Text) -> Arg<'static> {
        match self {
            Value::Text(s) => Arg::from(s.clone()),
            Value::Int(n) => Arg::Number(*n as f64),
            Value::Decimal { bits, decimals } => {
                let v = f64::from_bits(*bits);
                let shown = match decimals {
                    Some(d) => text.number(v, usize::from(*d)),
                    // Rust writes the shortest exact form; keep its
                    // decimals, the language's separators.
                    None if v.is_finite() => {
                        let plain = format!("{v}");
                        let d = plain.split_once('.').map_or(0, |(_, f)| f.len());
                        text.number(v, d)
                    }
                    None => format!("{v}"),
                };
                Arg::from(shown)
            }
            Value::Message(m) => Arg::from(m.show(text)),
        }
    }
}

/// English, as logs and tests read it.
impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.show(Text::get("en")))
    }
}

/// A message as an error of its own (a setting refused, for instance).
impl std::error::Error for Message {}

/// Text without a message: written as it is (see [`Message::raw`]).
impl From<String> for Message {
    fn from(s: String) -> Message {
        Message::raw(s)
    }
}

impl From<&str> for Message {
    fn from(s: &str) -> Message {
        Message::raw(s)
    }
}

/// For callers that keep errors as English text.
impl From<Message> for String {
    fn from(m: Message) -> String {
        m.to_string()
    }
}

impl From<String> for Value {
    fn from(s: String) -> Value {
        Value::Text(s)
    }
}
impl From<&str> for Value {
    fn from(s: &str) -> Value {
        Value::Text(s.to_string())
    }
}
impl From<&String> for Value {
    fn from(s: &String) -> Value {
        Value::Text(s.clone())
    }
}
impl From<Message> for Value {
    fn from(m: Message) -> Value {
        Value::Message(Box::new(m))
    }
}
impl From<f64> for Value {
    fn from(v: f64) -> Value {
        Value::decimal(v, None)
    }
}

macro_rules! int_value {
    ($($t:ty),*) => {$(
        impl From<$t> for Value {
            fn from(n: $t) -> Value {
                Value::Int(i64::from(n))
            }
        }
    )*};
}
int_value!(u8, u16, u32, i32, i64);

impl From<u64> for Value {
    fn from(n: u64) -> Value {
        Value::Int(i64::try_from(n).unwrap_or(i64::MAX))
    }
}
impl From<usize> for Value {
    fn from(n: usize) -> Value {
        Value::Int(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

/// `msg!("id")` or `msg!("id", name = value, …)`: a [`Message`] to write
/// later, in the language of whoever reads it.
#[macro_export]
macro_rules! msg {
    ($id:literal) => {
        $crate::i18n::Message::new($id)
    };
    ($id:literal, $($k:ident = $v:expr),+ $(,)?) => {
        $crate::i18n::Message::new($id)$(.with(stringify!($k), $v))+
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn raw_text_is_the_same_in_every_language() {
        let m = Message::raw("Permission denied (os error 13)");
        assert_eq!(m.show(Text::get("fr")), "Permission denied (os error 13)");
        assert_eq!(m.to_string(), "Permission denied (os error 13)");
        assert_eq!(m.id(), "");
    }

    #[test]
    fn decimals_follow_the_language() {
        let fr = Text::get("fr");
        let en = Text::get("en");
        let shown = |v: Value, text: &Text| match v.arg(text) {
            Arg::Text(s) => s.into_owned(),
            Arg::Number(n) => n.to_string(),
        };
        assert_eq!(shown(Value::decimal(0.025, None), fr), "0,025");
        assert_eq!(shown(Value::decimal(0.025, None), en), "0.025");
        assert_eq!(shown(Value::decimal(0.2, Some(3)), fr), "0,200");
        assert_eq!(shown(Value::from(12_345u32), en), "12345");
    }
}
