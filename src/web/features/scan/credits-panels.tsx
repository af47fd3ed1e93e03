// The credit balance card and the zero-balance alert of the Scan Documents screen.
import { AlertTriangle, Coins } from "lucide-react";
import { Link } from "wouter";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import type { CreditCheck } from "./file-selection";

export function InsufficientCreditsAlert() {
  return (
    <Alert variant="destructive">
      <AlertTriangle aria-hidden />
      <AlertTitle>Insufficient Credits</AlertTitle>
      <AlertDescription>
        <p>You have no credits left. Purchase credits to scan your specification documents.</p>
        <Button asChild size="sm" className="mt-2">
          <Link href={paths.billing}>Purchase Credits</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}

export function YourCreditsCard({ check, fileCount }: { check: CreditCheck; fileCount: number }) {
  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle>Your Credits</CardTitle>
        <Button asChild variant="link" size="sm" className="h-auto p-0">
          <Link href={paths.billing}>Buy More</Link>
        </Button>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex items-center gap-3">
          <Coins className="size-6 text-primary" aria-hidden />
          <p>
            <span className="text-3xl font-bold tabular-nums">{check.available}</span>{" "}
            <span className="text-muted-foreground">{check.available === 1 ? "credit" : "credits"} available</span>
          </p>
        </div>
        {fileCount > 0 && (
          <p className={check.sufficient ? "text-sm text-muted-foreground" : "text-sm font-medium text-destructive"}>
            {fileCount === 1 ? "This document needs" : `These ${fileCount} documents need`} {check.needed}{" "}
            {check.needed === 1 ? "credit" : "credits"}.
          </p>
        )}
        <p className="text-xs text-muted-foreground">1 credit per 50 MB, rounded up per file.</p>
      </CardContent>
    </Card>
  );
}
