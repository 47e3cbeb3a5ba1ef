//! `relay console-link`: a one-time link signing a browser in to the console as one key.

use anyhow::Context as _;
use clap::Args;
use relay::console::sign_in_link as link;
use relay_core::audit::Audit;

use crate::{StoreArgs, open_store};

#[derive(Args)]
pub(crate) struct ConsoleLinkArgs {
    /// The key the console session acts as (`k_…`; scope `admin` for the admin view,
    /// `console` for the QA view).
    #[arg(long)]
    key: String,
    /// How long the link works (1s to 24h).
    #[arg(long, default_value = "10m")]
    ttl: String,
    /// The relay's URL as the browser reaches it.
    #[arg(
        long,
        env = "RELAY_PUBLIC_URL",
        default_value = "http://127.0.0.1:8780"
    )]
    url: String,
    #[command(flatten)]
    store: StoreArgs,
    /// One JSON object on stdout.
    #[arg(long)]
    json: bool,
}

/// Issue the link and print it.
pub(crate) async fn console_link(args: ConsoleLinkArgs) -> anyhow::Result<()> {
    let ttl =
        relay_core::time_input::parse_duration("ttl", &args.ttl).map_err(anyhow::Error::msg)?;
    let db = open_store(&args.store).await?;
    let audit = Audit::new(db.clone());
    let issued = link::issue(&db, &audit, &args.url, &args.key, ttl, "cli")
        .await
        .context("issuing a console link")?;
    if args.json {
        println!("{}", serde_json::to_value(&issued)?);
    } else {
        println!("{}", issued.url);
        eprintln!(
            "works once, until {}, as key {}",
            issued.expires_at, issued.key_id
        );
    }
    Ok(())
}
