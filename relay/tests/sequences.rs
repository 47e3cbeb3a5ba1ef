//! A key's revocation reaches the devices it has sequences on: at once for an online device,
//! at a later sweep for one that was offline; usable keys are left alone.

#![allow(clippy::unwrap_used)]

mod common;

use common::*;
use relay::audit::Audit;

#[tokio::test]
async fn a_revoked_key_is_told_to_online_devices_and_later_to_offline_ones() {
    let relay = start(|_| {}, |_, _| None).await;
    let mut agent = fake_agent(&relay, vec![proto::Capability::Sequences]).await;
    let (dead, alive) = (
        key(&relay, &["screen_sequence"]).await,
        key(&relay, &["screen_sequence"]).await,
    );
    let owners = relay.state.sequence_owners();
    owners.note(&dead.id, &agent.device_id);
    owners.note(&dead.id, "d_offline");
    owners.note(&alive.id, &agent.device_id);

    // Nothing is revoked yet: nobody is told anything.
    assert_eq!(sweep(&relay).await, 0);
    let audit = Audit::new(relay.state.db().clone());
    relay::keys::revoke(relay.state.db(), &audit, &dead.id)
        .await
        .unwrap();
    assert_eq!(sweep(&relay).await, 1);
    let told = tokio::time::timeout(std::time::Duration::from_secs(5), agent.asked.recv())
        .await
        .unwrap()
        .unwrap();
    assert!(matches!(told, Asked::KeyRevoked(ref k) if *k == dead.id));
    // The offline device is still owed the news; the online one was told once.
    assert_eq!(owners.devices_of(&dead.id), vec!["d_offline".to_string()]);
    assert_eq!(owners.devices_of(&alive.id), vec![agent.device_id.clone()]);
    sweep(&relay).await;
    sleep_ms(200).await;
    assert!(agent.asked.try_recv().is_err(), "told twice");
}

/// One pass of the sweep that tells devices of revoked keys; how many devices it told.
async fn sweep(relay: &Relay) -> usize {
    relay::sequences::sweep_once(
        relay.state.sequence_owners(),
        relay.state.db(),
        relay.state.hub(),
    )
    .await
    .unwrap()
}
