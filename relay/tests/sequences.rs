//! A key's revocation reaches the devices it has sequences on: at once for an online device,
//! at a later sweep for one that was offline; usable keys are left alone.

#![allow(clippy::unwrap_used)]

use crate::common;

use common::*;
use relay_core::audit::Audit;

#[tokio::test]
async fn a_revoked_key_is_told_to_online_devices_and_later_to_offline_ones() {
    let relay = start(|_| {}, |_, _| None).await;
    let mut agent = fake_agent(&relay, vec![proto::Capability::Sequences]).await;
    let (dead, alive) = (
        key(&relay, &["screen_sequence"]).await,
        key(&relay, &["screen_sequence"]).await,
    );
    let db = relay.state.db();
    for (key, device) in [
        (&dead.id, agent.device_id.as_str()),
        (&dead.id, "d_offline"),
        (&alive.id, agent.device_id.as_str()),
    ] {
        relay_core::sequences::note_owner(db, key, device)
            .await
            .unwrap();
    }
    // Noting twice is noting once.
    relay_core::sequences::note_owner(db, &alive.id, &agent.device_id)
        .await
        .unwrap();

    // Nothing is revoked yet: nobody is told anything.
    assert_eq!(sweep(&relay).await, 0);
    let audit = Audit::new(relay.state.db().clone());
    relay_core::access::keys::revoke(relay.state.db(), &audit, &dead.id)
        .await
        .unwrap();
    assert_eq!(sweep(&relay).await, 1);
    let told = tokio::time::timeout(std::time::Duration::from_secs(5), agent.asked.recv())
        .await
        .unwrap()
        .unwrap();
    assert!(matches!(told, Asked::KeyRevoked(ref k) if *k == dead.id));
    // The offline device is still owed the news; the online one was told once.
    let owned = |key: String| async move {
        relay_core::sequences::owned_devices(db, &key)
            .await
            .unwrap()
    };
    assert_eq!(owned(dead.id.clone()).await, vec!["d_offline".to_string()]);
    assert_eq!(owned(alive.id.clone()).await, vec![agent.device_id.clone()]);
    sweep(&relay).await;
    sleep_ms(200).await;
    assert!(agent.asked.try_recv().is_err(), "told twice");
}

/// One pass of the sweep that tells devices of revoked keys; how many devices it told.
async fn sweep(relay: &Relay) -> usize {
    relay_core::sequences::sweep_once(relay.state.db(), relay.state.hub())
        .await
        .unwrap()
}
